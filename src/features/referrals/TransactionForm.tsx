import { ArrowLeftOutlined } from '@ant-design/icons';
import { DatePicker, Form, Input, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router-dom';
import type { Referral } from '../../api/endpoints/referrals';
import { ButtonLink } from '../../components/ButtonLink';
import type { MutationOutcome } from '../../components/ConfirmButton';
import { FormFrame } from '../../components/FormFrame';
import { useSuccessMessage } from '../../components/successMessage';
import { INPUT_DATE_FORMAT } from '../../lib/format';
import { whenChanged } from '../../lib/formRules';
import { parseAmount, readAmount } from './transactionAmount';

export type TransactionValues = { amount: string; date: Dayjs | null };
/** What the API takes from the form: the amount as a number and the date as YYYY-MM-DD. */
export type TransactionInput = { amount: number; date: string };

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

type TransactionFormProps = {
  title: string;
  submitLabel: string;
  /** Said once the server has it: 'Transaction created'. */
  doneMessage: string;
  referralId: number;
  referral: Referral;
  initialValues: Partial<TransactionValues>;
  onSubmit: (input: TransactionInput) => Promise<MutationOutcome>;
  /** The edit's form instance (it reloads another admin's version into it), and its check before saving. */
  form?: FormInstance<TransactionValues>;
  beforeSubmit?: () => Promise<boolean>;
};

/** Money made on a referral: an amount typed as text and checked strictly, and a date. */
export function TransactionForm({
  title,
  submitLabel,
  doneMessage,
  referralId,
  referral,
  initialValues,
  onSubmit,
  form: given,
  beforeSubmit,
}: TransactionFormProps) {
  const [form] = Form.useForm<TransactionValues>(given);
  const referralPath = `/referrals/${referralId}`;
  const navigate = useNavigate();
  const success = useSuccessMessage();
  return (
    <FormFrame<TransactionValues>
      title={title}
      form={form}
      initialValues={initialValues}
      beforeSubmit={beforeSubmit}
      submitLabel={submitLabel}
      cancelTo={referralPath}
      back={
        <ButtonLink
          to={referralPath}
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label="Back to the referral"
          title="Back to the referral"
        />
      }
      onSubmit={(values) => {
        const input = toInput(values);
        // The fields' rules have already refused anything toInput would; this only narrows.
        return input
          ? onSubmit(input)
          : Promise.resolve({ error: { message: 'Please check the amount and date' } });
      }}
      onSuccess={() => {
        success(doneMessage);
        navigate(referralPath);
      }}
    >
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
    </FormFrame>
  );
}
