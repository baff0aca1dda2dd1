import { Alert } from 'antd';
import type { ServerProblem } from './serverFieldErrors';

/** What a form's errors leave to say after the fields' own: the general message, then the rest. */
export function ServerProblemAlert({ problem }: { problem: ServerProblem }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={problem.message}
      description={
        problem.details.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {problem.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}
