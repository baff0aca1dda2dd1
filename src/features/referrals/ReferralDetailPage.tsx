import { ShowPage } from '../../components/record/ShowPage';
import { MoneyMadeTable } from './MoneyMadeTable';
import { ReferralDetails } from './ReferralDetails';
import { referralResource } from './referralResource';

export default function ReferralDetailPage() {
  return (
    <ShowPage resource={referralResource}>
      {(referral, id) => (
        <>
          <ReferralDetails referral={referral} />
          <MoneyMadeTable referralId={id} transactions={referral.transactions ?? []} />
        </>
      )}
    </ShowPage>
  );
}
