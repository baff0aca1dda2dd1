import { PlusOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useGetReferralsQuery } from '../../api/endpoints/referrals';
import { isFullReferral } from '../../api/referralShapes';
import { ButtonLink } from '../../components/ButtonLink';
import { ListTable } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { useImportanceFilter } from './ImportanceFilter';
import { newestFirst, referralColumns } from './referralColumns';

export default function ReferralListPage() {
  const { data, isLoading, error, refetch } = useGetReferralsQuery({});
  const referrals = data?.data;
  const rows = useMemo(() => referrals && newestFirst(referrals.filter(isFullReferral)), [referrals]);
  const importance = useImportanceFilter();
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
      <ListTable
        label="Referrals"
        rows={rows}
        columns={referralColumns}
        rowKey={(referral) => referral.id}
        emptyText="No referrals found"
        loading={isLoading}
        error={error}
        onRetry={refetch}
        exportName="referrals"
        filters={importance.control}
        filter={importance.filter}
      />
    </>
  );
}
