// The events extension is read by a streaming fetch (src/api/live), never through RTK Query:
// only its types are taken from the generated client.
export type { ChangeEvent, RecordModel, RevisionAction } from '../generated/events';
