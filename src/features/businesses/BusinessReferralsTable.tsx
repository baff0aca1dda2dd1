import { useMemo } from 'react';
import { useGetReferralsQuery, type BusinessReferral } from '../../api/endpoints/referrals';
import { businessReferralRow } from '../../api/referralShapes';
import { detailsColumn } from '../../components/detailsColumn';
import { ListTable, type ListColumn } from '../../components/ListTable';
import { formatDateTime } from '../../lib/format';

const columns: ListColumn<BusinessReferral>[] = [
  { key: 'businessName', title: 'Business Name', text: (referral) => referral.businessName },
  {
    key: 'date',
    title: 'Time of Referral',
    text: (referral) => formatDateTime(referral.date),
    sortValue: (referral) => Date.parse(referral.date) || 0,
  },
  detailsColumn(
    (referral) => `/referrals/${referral.id}`,
    (referral) => referral.businessName,
  ),
];

/** The referrals a business made or received, newest first. */
export function BusinessReferralsTable({ businessId }: { businessId: number }) {
  const { data, isLoading, error, refetch } = useGetReferralsQuery({ business: businessId });
  const rows = useMemo(() => data?.data.map(businessReferralRow), [data]);
  return (
    <ListTable
      label="Referrals"
      rows={rows}
      columns={columns}
      rowKey={(referral) => referral.id}
      emptyText="No referrals found"
      loading={isLoading}
      error={error}
      onRetry={refetch}
      urlPrefix="r."
      exportName="business-referrals"
      defaultSort={{ key: 'date', order: 'descend' }}
    />
  );
}
