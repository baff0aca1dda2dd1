import { useCallback, useMemo } from 'react';
import { useGetReferralsQuery, type BusinessReferral } from '../../api/endpoints/referrals';
import { useExtension } from '../../api/extensions';
import { businessReferralRow } from '../../api/referralShapes';
import { InAppLink } from '../../components/InAppLink';
import { detailsColumn } from '../../components/list/detailsColumn';
import type { ListColumn } from '../../components/list/listColumn';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { CURRENCY, formatDateTime, formatMoney, isoDateTime, plainMoney } from '../../lib/format';
import type { ListFilter } from '../../lib/listQuery';
import { StatusFilter } from '../../components/StatusFilter';
import { parseStatus } from '../../api/referralStatus';

/** Which way a referral went, seen from this business. */
type Direction = 'Given' | 'Received';

/** A business's referral with its two ends known (the business-referrals extension). */
type Ends = Required<Pick<BusinessReferral, 'referrer' | 'referredTo'>>;

const hasEnds = (referral: BusinessReferral): referral is BusinessReferral & Ends =>
  referral.referrer !== undefined && referral.referredTo !== undefined;

const nameColumn: ListColumn<BusinessReferral> = {
  key: 'businessName',
  title: 'Business Name',
  text: (referral) => referral.businessName,
  width: 180,
};

const dateColumn: ListColumn<BusinessReferral> = {
  key: 'date',
  title: 'Time of Referral',
  text: (referral) => formatDateTime(referral.date),
  csvText: (referral) => isoDateTime(referral.date),
  sortValue: (referral) => Date.parse(referral.date) || 0,
  width: 200,
};

const details = detailsColumn<BusinessReferral>(
  (referral) => `/referrals/${referral.id}`,
  (referral) => referral.businessName,
);

/** The spec's columns: all a backend without the extension sends. */
const specColumns: ListColumn<BusinessReferral>[] = [nameColumn, dateColumn, details];

/** With the extension: which way it went, the business at the other end, its status and money made. */
function columnsFor(businessId: number): ListColumn<BusinessReferral>[] {
  const direction = (referral: BusinessReferral): Direction | '' =>
    !hasEnds(referral) ? '' : referral.referrer.id === businessId ? 'Given' : 'Received';
  const other = (referral: BusinessReferral) =>
    !hasEnds(referral) ? undefined : referral.referrer.id === businessId ? referral.referredTo : referral.referrer;
  return [
    nameColumn,
    { key: 'direction', title: 'Direction', text: direction, width: 110 },
    {
      key: 'otherBusiness',
      title: 'Other Business',
      text: (referral) => other(referral)?.name ?? '',
      render: (referral) => {
        const business = other(referral);
        return business ? <InAppLink to={`/businesses/${business.id}`}>{business.name}</InAppLink> : null;
      },
      width: 180,
    },
    { key: 'status', title: 'Status', text: (referral) => referral.acceptanceType ?? '', width: 110 },
    {
      key: 'moneyMade',
      title: 'Money Made',
      text: (referral) => formatMoney(referral.moneyMade),
      csvText: (referral) => plainMoney(referral.moneyMade ?? 0),
      csvTitle: `Money Made (${CURRENCY})`,
      // By amount, not by its text: '$16,586.55' comes after '$8,149.87'.
      sortValue: (referral) => referral.moneyMade ?? 0,
      align: 'right',
      width: 130,
    },
    dateColumn,
    details,
  ];
}

/** Referrals of one status, as the referral list's filter keeps them (the summary's `acceptanceType`). */
const summaryStatusFilter: ListFilter<BusinessReferral> = {
  key: 'status',
  parse: parseStatus,
  matches: (status) => (referral) => referral.acceptanceType === status,
};

const NO_FILTERS: readonly ListFilter<BusinessReferral>[] = [];
const STATUS_FILTERS = [summaryStatusFilter];

/**
 * The referrals a business made or received, newest first: the spec's business name and time, and
 * where the backend offers the business-referrals extension which way each went, the other
 * business, its status and money made, with a status filter.
 */
export function BusinessReferralsTable({ businessId }: { businessId: number }) {
  const { data, isLoading, error, refetch } = useGetReferralsQuery({ business: businessId });
  const detailed = useExtension('business-referrals') === true;
  const rows = useMemo(() => data?.data.map(businessReferralRow), [data]);
  const columns = useMemo(() => (detailed ? columnsFor(businessId) : specColumns), [detailed, businessId]);
  const list = useListController({
    source: { rows, loading: isLoading, error, retry: refetch },
    columns,
    defaultSort: { key: 'date', order: 'descend' },
    filters: detailed ? STATUS_FILTERS : NO_FILTERS,
    urlPrefix: 'r.',
    exportName: 'business-referrals',
  });
  const { setFilters } = list;
  const setStatus = useCallback((status: string | null) => setFilters({ status }), [setFilters]);
  return (
    <ListTable
      list={list}
      label="Referrals"
      emptyText="No referrals found"
      card={detailed ? { fields: ['direction', 'otherBusiness', 'moneyMade'] } : undefined}
      filters={detailed ? <StatusFilter value={list.filterValues.status} onChange={setStatus} /> : undefined}
    />
  );
}
