import { Button, Result } from 'antd';
import { errorMessage, type ApiError } from '../api/errors';

const GENERIC_ERROR_TITLE = 'Something went wrong';

/** The shared display for a failed load: what went wrong and a way to try again. */
export function ErrorDisplay({ error, onRetry }: { error?: ApiError; onRetry?: () => void }) {
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
