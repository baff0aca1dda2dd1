import type { RecordModel, Revision } from '../../api/endpoints/history';

/** The fields that name a record of each kind, in reading order (a user is first and last name). */
const NAME_FIELDS: Record<RecordModel, readonly string[]> = {
  BUSINESS: ['name'],
  REFERRAL: ['businessName'],
  USER: ['firstName', 'lastName'],
  REGION: ['name'],
  CATEGORY: ['name'],
  TRANSACTION: [],
};

/** A field's latest value in revisions given newest first: what it was changed to, or (a delete) what it was. */
function latestValue(revisions: readonly Revision[], field: string): string | null | undefined {
  for (const revision of revisions) {
    const change = revision.changes.find((candidate) => candidate.field === field);
    if (!change) continue;
    const value: unknown = revision.action === 'DELETE' ? change.from : change.to;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  return undefined;
}

/**
 * The record's name as its history last recorded it (revisions newest first), or null when these
 * revisions do not name it: a deleted record has no page to ask, but its history keeps its name.
 */
export function recordNameIn(model: RecordModel, revisions: readonly Revision[]): string | null {
  const fields = NAME_FIELDS[model];
  const values = fields.map((field) => latestValue(revisions, field));
  // The first field must be found: a last name alone does not name a user.
  if (values.length === 0 || values[0] === undefined) return null;
  const name = values.filter((value): value is string => typeof value === 'string').join(' ');
  return name === '' ? null : name;
}
