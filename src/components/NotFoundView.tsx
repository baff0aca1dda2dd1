import { Result } from 'antd';
import { ButtonLink } from './ButtonLink';
import type { NotFoundProps } from './NotFound';

/** NotFound's view, loaded when a page or record is not found. */
export default function NotFoundView({
  backTo = '/dashboard',
  backLabel = 'Back to dashboard',
}: NotFoundProps) {
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
