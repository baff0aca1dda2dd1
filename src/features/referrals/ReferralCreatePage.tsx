import { CreatePage } from '../../components/record/CreatePage';
import { ReferralFields } from './ReferralFields';
import { referralResource } from './referralResource';

export default function ReferralCreatePage() {
  return (
    <CreatePage resource={referralResource}>
      <ReferralFields />
    </CreatePage>
  );
}
