import { Result } from 'antd';
import { ButtonLink } from './ButtonLink';

/**
 * The shared not-found page: unknown or missing records, and ids that are not ids. The spec calls
 * it the "404 'Not found' page", so the code is shown as well as the words.
 */
export function NotFound({
  backTo = '/dashboard',
  backLabel = 'Back to dashboard',
}: {
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <Result
      status="info"
      icon={<div style={{ fontSize: 64, fontWeight: 600, lineHeight: 1 }}>404</div>}
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
