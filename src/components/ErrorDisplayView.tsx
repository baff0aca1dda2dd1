import { Button, Result } from 'antd';
import { errorMessage } from '../api/errors';
import type { ErrorDisplayProps } from './ErrorDisplay';

const GENERIC_ERROR_TITLE = 'Something went wrong';

/** ErrorDisplay's view, loaded when a load has failed. */
export default function ErrorDisplayView({ error, onRetry }: ErrorDisplayProps) {
  return (
    <Result
      status="error"
      title={GENERIC_ERROR_TITLE}
      subTitle={errorMessage(error)}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    />
  );
}
