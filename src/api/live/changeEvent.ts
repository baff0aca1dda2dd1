import type { ChangeEvent, RevisionAction } from '../endpoints/events';
import { isRecordModel, type RecordModel } from '../resources';

const ACTIONS: readonly RevisionAction[] = ['CREATE', 'UPDATE', 'DELETE'];

const isAction = (value: unknown): value is RevisionAction => ACTIONS.some((action) => action === value);

/** An event's data as an object, or null when it is not JSON or not an object. */
function objectIn(data: string): object | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/**
 * A `change` event's data as the contract has it (ChangeEvent), or null: an event the console
 * cannot read (another model, a malformed body) is skipped rather than trusted.
 */
export function toChangeEvent(data: string): ChangeEvent | null {
  const value = objectIn(data);
  if (value === null) return null;
  const model = 'model' in value ? value.model : undefined;
  const action = 'action' in value ? value.action : undefined;
  const id = 'id' in value ? value.id : undefined;
  if (!isRecordModel(model) || !isAction(action) || typeof id !== 'number' || !Number.isInteger(id))
    return null;
  const actor = 'actor' in value && typeof value.actor === 'number' ? value.actor : null;
  const at = 'at' in value && typeof value.at === 'string' ? value.at : '';
  return { model, id, action, actor, at };
}

/**
 * A `bulk` event's model (many records of one kind created by one write, an import, sent as one
 * event `{ model, action: 'IMPORT', count }`), or null for one the console cannot read.
 */
export function toBulkModel(data: string): RecordModel | null {
  const value = objectIn(data);
  if (value === null) return null;
  const model = 'model' in value ? value.model : undefined;
  const action = 'action' in value ? value.action : undefined;
  return isRecordModel(model) && action === 'IMPORT' ? model : null;
}
