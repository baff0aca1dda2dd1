import { PlusOutlined } from '@ant-design/icons';
import { useCallback, useMemo } from 'react';
import { useGetReferralsQuery, type Importance } from '../../api/endpoints/referrals';
import { isFullReferral } from '../../api/referralShapes';
import { ButtonLink } from '../../components/ButtonLink';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import { ImportanceFilter, importanceFilter } from './ImportanceFilter';
import { referralColumns } from './referralColumns';

const filters = [importanceFilter];

export default function ReferralListPage() {
  return (
    <>
      <PageHeader
        title="Referrals"
        extra={
          <ButtonLink to="/referrals/create" type="primary" icon={<PlusOutlined aria-hidden />}>
            Create Referral
          </ButtonLink>
        }
      />
      <ReferralList />
    </>
  );
}

/** A component of its own: a keystroke in its search re-renders the list, not the page's header. */
function ReferralList() {
  const { data, isLoading, error, refetch } = useGetReferralsQuery({});
  const referrals = data?.data;
  const rows = useMemo(() => referrals?.filter(isFullReferral), [referrals]);
  const list = useListController({
    rows,
    columns: referralColumns,
    defaultSort: { key: 'createdAt', order: 'descend' },
    filters,
    exportName: 'referrals',
    loading: isLoading,
    error,
    onRetry: refetch,
  });
  const { setFilters } = list;
  const setImportance = useCallback(
    (importance: Importance | null) => setFilters({ importance }),
    [setFilters],
  );
  return (
    <ListTable
      list={list}
      label="Referrals"
      emptyText="No referrals found"
      filters={<ImportanceFilter value={list.filterValues.importance} onChange={setImportance} />}
    />
  );
}
