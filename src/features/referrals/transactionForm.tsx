import { DatePicker, Form, Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useParams } from 'react-router-dom';
import type { Referral } from '../../api/endpoints/referrals';
import {
  useCreateTransactionMutation,
  useUpdateTransactionMutation,
  type Transaction,
} from '../../api/endpoints/transactions';
import type { MutationOutcome } from '../../components/ConfirmButton';
import type { CreateDefinition, EditDefinition } from '../../components/record/resource';
import { formatMoney, INPUT_DATE_FORMAT } from '../../lib/format';
import { whenChanged } from '../../lib/formRules';
import { parseRouteId } from '../../lib/routeId';
import { amountText, parseAmount, readAmount } from './transactionAmount';

export type TransactionValues = { amount: string; date: Dayjs | null };
/** What the API takes from the form: the amount as a number and the date as YYYY-MM-DD. */
type TransactionInput = { amount: number; date: string };

const problemOf = (parsed: { amount: number } | { problem: string }) =>
  'problem' in parsed ? parsed.problem : null;

const amountRules: Rule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const problem = problemOf(readAmount(typeof value === 'string' ? value : ''));
      if (problem) throw new Error(problem);
    },
  },
  whenChanged((text) => problemOf(parseAmount(text))),
];
const dateRules: Rule[] = [{ required: true, message: 'Please choose the date' }];

/** The form's values as sent, or null if they do not hold a valid amount and date. */
function toInput(values: TransactionValues): TransactionInput | null {
  const parsed = readAmount(values.amount);
  if ('problem' in parsed || !values.date) return null;
  return { amount: parsed.amount, date: values.date.format(INPUT_DATE_FORMAT) };
}

/** A save whose input is the form's values: the fields' rules have already refused what toInput would. */
function sendValid(
  values: TransactionValues,
  send: (input: TransactionInput) => PromiseLike<MutationOutcome>,
) {
  const input = toInput(values);
  return input ? send(input) : Promise.resolve({ error: { message: 'Please check the amount and date' } });
}

/** The referral a transaction's route names: where its saves lead, and what the update sends. */
const useReferralId = () => parseRouteId(useParams().referralId) ?? 0;

export const transactionCreate: CreateDefinition<TransactionValues> = {
  title: 'Create Transaction',
  useSave: () => {
    const [create] = useCreateTransactionMutation();
    const referralId = useReferralId();
    return (values) => sendValid(values, (input) => create({ transactionCreate: { ...input, referralId } }));
  },
};

export const transactionEdit: EditDefinition<Transaction, TransactionValues> = {
  title: 'Edit Transaction',
  toValues: (transaction) => ({ amount: amountText(transaction.amount), date: dayjs(transaction.date) }),
  watched: [
    { label: 'Amount', read: (transaction) => formatMoney(transaction.amount) },
    { label: 'Date', read: (transaction) => transaction.date },
  ],
  useSave: () => {
    const [update] = useUpdateTransactionMutation();
    const referralId = useReferralId();
    return ({ id, values }) =>
      sendValid(values, (input) =>
        update({ id, transactionUpdate: { ...input, transactionId: id, referralId } }),
      );
  },
};

/** Money made on a referral: an amount typed as text and checked strictly, and a date. */
export function TransactionFields({ referral }: { referral: Referral }) {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Money made on the referral of {referral.businessName} from {referral.referrer.name} to{' '}
        {referral.referredTo.name}.
      </Typography.Paragraph>
      <Form.Item label="Amount" name="amount" rules={amountRules} validateFirst>
        <Input prefix="$" inputMode="decimal" autoComplete="off" placeholder="0.00" />
      </Form.Item>
      <Form.Item label="Date" name="date" rules={dateRules}>
        <DatePicker format={INPUT_DATE_FORMAT} style={{ width: '100%', maxWidth: 240 }} />
      </Form.Item>
    </>
  );
}
