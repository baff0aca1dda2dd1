import { errorMessage } from '../../api/errors';
import type { User } from '../../api/endpoints/users';
import type { MutationOutcome } from '../../components/ConfirmButton';

export type BulkKind = 'resend' | 'remove';

export type BulkOutcome = { user: User; ok: boolean; text: string };

export type BulkReport = { kind: BulkKind; outcomes: BulkOutcome[] };

export type BulkAction = {
  run: (user: User) => Promise<MutationOutcome>;
  /** What a success is called in the report: 'sent', 'removed'. */
  done: string;
  /** Said when the server gives no reason. */
  fallback: string;
};

/**
 * Runs the action for each user in turn (one request at a time, gentle on the server and its rate
 * limits), never stopping at a failure, and says how it went for each.
 */
export async function runForEach(users: readonly User[], action: BulkAction): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const user of users) {
    const outcome = await action.run(user);
    outcomes.push(
      outcome.error
        ? { user, ok: false, text: errorMessage(outcome.error, action.fallback) }
        : { user, ok: true, text: action.done },
    );
  }
  return outcomes;
}
