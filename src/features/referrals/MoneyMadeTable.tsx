import { PlusOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import type { ReferralTransaction as Transaction } from '../../api/endpoints/referrals';
import { ButtonLink } from '../../components/ButtonLink';
import { ListTable, type ListColumn } from '../../components/ListTable';
import { formatDate, formatMoney } from '../../lib/format';
import { TransactionActions } from './TransactionActions';

const dayOf = (transaction: Transaction) => {
  const time = Date.parse(transaction.date);
  return Number.isNaN(time) ? 0 : time;
};

const columnsFor = (referralId: number): ListColumn<Transaction>[] => [
  {
    key: 'amount',
    title: 'Amount',
    text: (transaction) => formatMoney(transaction.amount),
    sortValue: (transaction) => transaction.amount,
    align: 'right',
  },
  { key: 'date', title: 'Date', text: (transaction) => formatDate(transaction.date), sortValue: dayOf },
  {
    key: 'actions',
    title: '',
    render: (transaction) => <TransactionActions referralId={referralId} transaction={transaction} />,
    align: 'right',
  },
];

/**
 * Newest first (same day: latest recorded first), before the admin picks a column. Not
 * ListTable's `defaultSort`: with a 'descend' default the header could never reach ascending.
 */
function newestFirst(transactions: readonly Transaction[]): Transaction[] {
  return [...transactions].sort((a, b) => dayOf(b) - dayOf(a) || b.id - a.id);
}

/** The referral's 'Money Made': its transactions newest first, each editable and deletable. */
export function MoneyMadeTable({
  referralId,
  transactions,
}: {
  referralId: number;
  transactions: readonly Transaction[];
}) {
  const rows = useMemo(() => newestFirst(transactions), [transactions]);
  const columns = useMemo(() => columnsFor(referralId), [referralId]);
  return (
    <section aria-labelledby="money-made">
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBlock: '24px 12px' }}>
        <Typography.Title id="money-made" level={2} style={{ fontSize: 18, margin: 0 }}>
          Money Made
        </Typography.Title>
        <ButtonLink
          to={`/referrals/${referralId}/transaction/create`}
          type="primary"
          icon={<PlusOutlined aria-hidden />}
        >
          Create Transaction
        </ButtonLink>
      </Flex>
      <ListTable
        label="Money made"
        rows={rows}
        columns={columns}
        rowKey={(transaction) => transaction.id}
        emptyText="No money made"
        urlPrefix="m."
        exportName={`referral-${referralId}-money-made`}
      />
    </section>
  );
}
