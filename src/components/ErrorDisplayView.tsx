import { Button, Result } from 'antd';
import { errorMessage, errorReference } from '../api/errors';
import type { ErrorDisplayProps } from './ErrorDisplay';
import { ErrorReference } from './ErrorReference';

const GENERIC_ERROR_TITLE = 'Something went wrong';

/** ErrorDisplay's view, loaded when a load has failed. */
export default function ErrorDisplayView({ error, onRetry }: ErrorDisplayProps) {
  const reference = errorReference(error);
  return (
    <Result
      status="error"
      title={GENERIC_ERROR_TITLE}
      subTitle={
        <>
          {errorMessage(error)}
          {reference && (
            <>
              <br />
              <ErrorReference reference={reference} />
            </>
          )}
        </>
      }
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
