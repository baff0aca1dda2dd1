import type { ChangeEvent, RecordModel, RevisionAction } from '../endpoints/events';

const MODELS: readonly RecordModel[] = ['BUSINESS', 'REFERRAL', 'TRANSACTION', 'USER', 'REGION', 'CATEGORY'];
const ACTIONS: readonly RevisionAction[] = ['CREATE', 'UPDATE', 'DELETE'];

const isModel = (value: unknown): value is RecordModel => MODELS.some((model) => model === value);
const isAction = (value: unknown): value is RevisionAction => ACTIONS.some((action) => action === value);

/**
 * A `change` event's data as the contract has it (ChangeEvent), or null: an event the console
 * cannot read (another model, a malformed body) is skipped rather than trusted.
 */
export function toChangeEvent(data: string): ChangeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const model = 'model' in value ? value.model : undefined;
  const action = 'action' in value ? value.action : undefined;
  const id = 'id' in value ? value.id : undefined;
  if (!isModel(model) || !isAction(action) || typeof id !== 'number' || !Number.isInteger(id)) return null;
  const actor = 'actor' in value && typeof value.actor === 'number' ? value.actor : null;
  const at = 'at' in value && typeof value.at === 'string' ? value.at : '';
  return { model, id, action, actor, at };
}

/**
 * A `bulk` event's model (many records of one kind created by one write, an import, sent as one
 * event `{ model, action: 'IMPORT', count }`), or null for one the console cannot read.
 */
export function toBulkModel(data: string): RecordModel | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const model = 'model' in value ? value.model : undefined;
  const action = 'action' in value ? value.action : undefined;
  return isModel(model) && action === 'IMPORT' ? model : null;
}
