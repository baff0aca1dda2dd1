import { useCallback } from 'react';
import type { Importance, Referral, ReferralListEnvelope } from '../../api/endpoints/referrals';
import { referralList } from '../../api/lists/referralList';
import { isFullReferral } from '../../api/referralShapes';
import type { ListController } from '../../components/list/useListController';
import { ListPage } from '../../components/record/ListPage';
import { ImportanceFilter } from './ImportanceFilter';
import { StatusFilter } from '../../components/StatusFilter';
import { referralResource } from './referralResource';

const fullReferrals = (answer: ReferralListEnvelope) => answer.data.filter(isFullReferral);

function FilterControls({ list }: { list: ListController<Referral> }) {
  const { setFilters } = list;
  const setImportance = useCallback(
    (importance: Importance | null) => setFilters({ importance }),
    [setFilters],
  );
  const setStatus = useCallback((status: string | null) => setFilters({ status }), [setFilters]);
  return (
    <>
      <ImportanceFilter value={list.filterValues.importance} onChange={setImportance} />
      <StatusFilter value={list.filterValues.status} onChange={setStatus} />
    </>
  );
}

export default function ReferralListPage() {
  return (
    <ListPage
      resource={referralResource}
      source={{ server: referralList, rowsOf: fullReferrals }}
      filterBar={(list) => <FilterControls list={list} />}
    />
  );
}
