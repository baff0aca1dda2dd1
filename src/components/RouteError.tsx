import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';

/**
 * Error boundary of every page: a page that throws is replaced by this message while the
 * layout (top bar and drawer) stays usable.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Result
      status="error"
      title="Something went wrong"
      subTitle={detail ? `This page failed to show: ${detail}` : 'This page failed to show.'}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      }
    />
  );
}
