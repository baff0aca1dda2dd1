import { useMemo } from 'react';
import { useGetReferralsQuery, type BusinessReferral } from '../../api/endpoints/referrals';
import { businessReferralRow } from '../../api/referralShapes';
import { detailsColumn } from '../../components/list/detailsColumn';
import type { ListColumn } from '../../components/list/listColumn';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { formatDateTime, isoDateTime } from '../../lib/format';

const columns: ListColumn<BusinessReferral>[] = [
  { key: 'businessName', title: 'Business Name', text: (referral) => referral.businessName },
  {
    key: 'date',
    title: 'Time of Referral',
    text: (referral) => formatDateTime(referral.date),
    csvText: (referral) => isoDateTime(referral.date),
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
  const list = useListController({
    source: { rows, loading: isLoading, error, retry: refetch },
    columns,
    defaultSort: { key: 'date', order: 'descend' },
    urlPrefix: 'r.',
    exportName: 'business-referrals',
  });
  return <ListTable list={list} label="Referrals" emptyText="No referrals found" />;
}
