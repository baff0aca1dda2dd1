import { PlusOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import type { ReferralTransaction as Transaction } from '../../api/endpoints/referrals';
import { ButtonLink } from '../../components/ButtonLink';
import type { ListColumn } from '../../components/list/listColumn';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { CURRENCY, formatDate, formatMoney, isoDate, plainMoney } from '../../lib/format';
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
    csvText: (transaction) => plainMoney(transaction.amount),
    csvTitle: `Amount (${CURRENCY})`,
    sortValue: (transaction) => transaction.amount,
    align: 'right',
  },
  {
    key: 'date',
    title: 'Date',
    text: (transaction) => formatDate(transaction.date),
    csvText: (transaction) => isoDate(transaction.date),
    sortValue: dayOf,
  },
  {
    key: 'actions',
    title: '',
    render: (transaction) => <TransactionActions referralId={referralId} transaction={transaction} />,
    align: 'right',
    // A row's links: kept in view when the table scrolls sideways, and on a phone's card beside its title.
    pinned: true,
  },
];

/** The referral's 'Money Made': its transactions newest first, each editable and deletable (on a phone too). */
export function MoneyMadeTable({
  referralId,
  transactions,
}: {
  referralId: number;
  transactions: readonly Transaction[];
}) {
  const columns = useMemo(() => columnsFor(referralId), [referralId]);
  const list = useListController({
    source: { rows: transactions },
    columns,
    // Newest first; on the same day the latest recorded (the higher id) first.
    defaultSort: { key: 'date', order: 'descend' },
    urlPrefix: 'm.',
    exportName: `referral-${referralId}-money-made`,
  });
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
      <ListTable list={list} label="Money made" emptyText="No money made" />
    </section>
  );
}
