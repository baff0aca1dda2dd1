import { Result } from 'antd';
import { ButtonLink } from './ButtonLink';

/** The shared not-found page: unknown or missing records, and ids that are not ids. */
export function NotFound({
  backTo = '/dashboard',
  backLabel = 'Back to dashboard',
}: {
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <Result
      status="404"
      title="Not found"
      subTitle="This page or record does not exist, or it has been deleted."
      extra={
        <ButtonLink to={backTo} type="primary">
          {backLabel}
        </ButtonLink>
      }
    />
  );
}
