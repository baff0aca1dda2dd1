import { RecordedValues } from '../../lib/recordedValues';
import { History } from '../history/History';
import type { RevertAccess } from '../history/historyTypes';
import type { Identified, Resource } from './resource';

type RecordHistoryProps<T extends Identified, Values> = {
  resource: Resource<T, Values>;
  id: number;
  /** The record as the backend has it now (past the cache): a revert starts from it. */
  readFresh: () => Promise<T | null>;
};

/** The edit of a resource, bound to one record, as a revert uses it. */
function revertAccess<T extends Identified, Values>(
  resource: Resource<T, Values>,
  revert: (record: T, before: RecordedValues) => Values,
  id: number,
  readFresh: () => Promise<T | null>,
): RevertAccess {
  const { edit } = resource;
  return {
    label: resource.label,
    useRead: () => {
      const save = edit.useSave();
      return async () => {
        const fresh = await readFresh();
        if (fresh === null) return null;
        return {
          // The form's values are the write payload's fields, under the same keys.
          now: new Map(Object.entries(edit.toValues(fresh))),
          putBack: (changes) =>
            save({ id, values: revert(fresh, new RecordedValues(changes)), record: fresh }),
        };
      };
    },
  };
}

/** A detail page's History section, for a resource that declares one. */
export function RecordHistory<T extends Identified, Values>({
  resource,
  id,
  readFresh,
}: RecordHistoryProps<T, Values>) {
  const { history } = resource;
  if (!history) return null;
  const revert = history.revert && revertAccess(resource, history.revert, id, readFresh);
  return <History model={history.model} id={id} revert={revert} />;
}
