import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useWiderThan } from '../../components/useWiderThan';
import type { ReferralTransaction } from '../../api/endpoints/referrals';
import { useDeleteTransactionMutation } from '../../api/endpoints/transactions';
import { ButtonLink } from '../../components/ButtonLink';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useSuccessMessage } from '../../components/successMessage';
import { formatDate, formatMoney } from '../../lib/format';

const DELETE_TRANSACTION_QUESTION = 'Are you sure you want to delete this transaction?';

/**
 * A money-made row's Edit link and Delete button; each names its row for screen readers. The link
 * names the referral the page shows: a referral's transactions carry no `referralId`.
 */
export function TransactionActions({
  referralId,
  transaction,
}: {
  referralId: number;
  transaction: ReferralTransaction;
}) {
  const [deleteTransaction] = useDeleteTransactionMutation();
  const success = useSuccessMessage();
  const which = ` transaction of ${formatMoney(transaction.amount)} on ${formatDate(transaction.date)}`;
  // On a phone the buttons keep only their icons, so the row fits; the words stay for screen readers.
  const wide = useWiderThan('sm');
  const label = (word: string) =>
    wide ? (
      <>
        {word}
        <span className="visually-hidden">{which}</span>
      </>
    ) : (
      <span className="visually-hidden">
        {word}
        {which}
      </span>
    );
  return (
    <Flex gap={8} justify="flex-end" wrap>
      <ButtonLink
        size="small"
        icon={<EditOutlined aria-hidden />}
        to={`/referrals/${referralId}/transaction/${transaction.id}`}
      >
        {label('Edit')}
      </ButtonLink>
      <ConfirmButton
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        confirm={DELETE_TRANSACTION_QUESTION}
        okText="Delete"
        onConfirm={() => deleteTransaction({ id: transaction.id })}
        onDone={() => success('Transaction deleted')}
        errorFallback="The transaction could not be deleted"
      >
        {label('Delete')}
      </ConfirmButton>
    </Flex>
  );
}
