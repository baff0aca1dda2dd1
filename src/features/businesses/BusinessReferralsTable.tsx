import { useGetReferralsQuery, type Referral } from '../../api/endpoints/referrals';
import { detailsColumn } from '../../components/detailsColumn';
import { ListTable, type ListColumn } from '../../components/ListTable';
import { formatDateTime } from '../../lib/format';

const columns: ListColumn<Referral>[] = [
  { key: 'businessName', title: 'Business Name', text: (referral) => referral.businessName },
  {
    key: 'createdAt',
    title: 'Time of Referral',
    text: (referral) => formatDateTime(referral.createdAt),
    sortValue: (referral) => Date.parse(referral.createdAt) || 0,
  },
  detailsColumn(
    (referral) => `/referrals/${referral.id}`,
    (referral) => referral.businessName,
  ),
];

/** The referrals a business made or received, newest first. */
export function BusinessReferralsTable({ businessId }: { businessId: number }) {
  const { data, isLoading, error, refetch } = useGetReferralsQuery({ business: businessId });
  return (
    <ListTable
      label="Referrals"
      rows={data?.data}
      columns={columns}
      rowKey={(referral) => referral.id}
      emptyText="No referrals found"
      loading={isLoading}
      error={error}
      onRetry={refetch}
      urlPrefix="r."
      exportName="business-referrals"
      defaultSort={{ key: 'createdAt', order: 'descend' }}
    />
  );
}
