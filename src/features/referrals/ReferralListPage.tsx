import { PlusOutlined } from '@ant-design/icons';
import { useCallback } from 'react';
import type { Importance, ReferralListEnvelope } from '../../api/endpoints/referrals';
import { isFullReferral } from '../../api/referralShapes';
import { ButtonLink } from '../../components/ButtonLink';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import { ImportanceFilter, importanceFilter } from './ImportanceFilter';
import { referralColumns } from './referralColumns';
import { referralList } from '../../api/lists/referralList';

const filters = [importanceFilter];
const fullReferrals = (answer: ReferralListEnvelope) => answer.data.filter(isFullReferral);

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
  const list = useListController({
    source: { server: referralList, rowsOf: fullReferrals },
    columns: referralColumns,
    defaultSort: { key: 'createdAt', order: 'descend' },
    filters,
    exportName: 'referrals',
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
