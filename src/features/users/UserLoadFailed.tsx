import { Button, Result } from 'antd';
import { errorMessage, isNotFound, type ApiError } from '../../api/errors';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorReference } from '../../components/ErrorReference';
import { usePageTitle } from '../../lib/usePageTitle';

const LOAD_FAILED = 'Something went wrong';

/** A user that failed to load: the server's own words as the page text (spec), never as HTML. */
export function UserLoadFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const text = errorMessage(error, LOAD_FAILED);
  usePageTitle(text);
  const missing = isNotFound(error);
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={text}
      subTitle={<ErrorReference error={error} />}
      extra={
        <>
          <ButtonLink to="/users" type={missing ? 'primary' : 'default'}>
            Back to users
          </ButtonLink>
          {!missing && (
            <Button type="primary" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      }
    />
  );
}
