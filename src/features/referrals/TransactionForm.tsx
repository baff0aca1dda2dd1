import { ArrowLeftOutlined } from '@ant-design/icons';
import { DatePicker, Form, Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router-dom';
import type { Referral } from '../../api/endpoints/referrals';
import { ButtonLink } from '../../components/ButtonLink';
import type { MutationOutcome } from '../../components/ConfirmButton';
import { FormFrame } from '../../components/FormFrame';
import { useSuccessMessage } from '../../components/successMessage';
import { INPUT_DATE_FORMAT } from '../../lib/format';
import { parseAmount } from './transactionAmount';

export type TransactionValues = { amount: string; date: Dayjs | null };
/** What the API takes from the form: the amount as a number and the date as YYYY-MM-DD. */
export type TransactionInput = { amount: number; date: string };

const amountRules: Rule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const parsed = parseAmount(typeof value === 'string' ? value : '');
      if ('problem' in parsed) throw new Error(parsed.problem);
    },
  },
];
const dateRules: Rule[] = [{ required: true, message: 'Please choose the date' }];

/** The form's values as sent, or null if they do not hold a valid amount and date. */
function toInput(values: TransactionValues): TransactionInput | null {
  const parsed = parseAmount(values.amount);
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
}: TransactionFormProps) {
  const [form] = Form.useForm<TransactionValues>();
  const referralPath = `/referrals/${referralId}`;
  const navigate = useNavigate();
  const success = useSuccessMessage();
  return (
    <FormFrame<TransactionValues>
      title={title}
      form={form}
      initialValues={initialValues}
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
