import { Alert } from 'antd';
import { ErrorReference } from './ErrorReference';
import type { ServerProblem } from './serverFieldErrors';

/**
 * What a form's errors leave to say after the fields' own: the general message, then the rest,
 * then the answer's reference when the server gave one.
 */
export function ServerProblemAlert({ problem }: { problem: ServerProblem }) {
  const hasDetails = problem.details.length > 0;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={problem.message}
      description={
        hasDetails || problem.reference ? (
          <>
            {hasDetails && (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problem.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
            <ErrorReference reference={problem.reference} />
          </>
        ) : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}
