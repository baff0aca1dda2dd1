import { resource, text, type FieldSpec, type RecordModel } from '../../api/resources';

/** A field's label and kind; a field this console does not know shows under its own key, as text. */
export function fieldSpec(model: RecordModel, field: string): FieldSpec {
  return resource(model).fields[field] ?? text(field);
}
