import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';

/** What a page that threw shows instead (see RouteError). */
export default function RouteErrorView() {
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
