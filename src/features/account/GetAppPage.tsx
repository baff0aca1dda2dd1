import { PageHeader } from '../../components/PageHeader';

export default function GetAppPage() {
  return <PageHeader title="Get the app" />;
}
