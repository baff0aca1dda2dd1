import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/**
 * The optional concurrency extension of a backend that versions its records: a record's GET
 * answers its version as an `ETag`, and a write sent with `If-Match` is refused with 412 when the
 * record has changed since. The console keeps the latest tag of each record it read (per store) and
 * sends it back on that record's PUT, PATCH and DELETE; from a backend without tags nothing is kept
 * and nothing is sent. Kept by path, so every resource gets it without declaring anything.
 */
export type RecordVersions = Map<string, string>;

const WRITES = new Set(['PUT', 'PATCH', 'DELETE']);

/** '/regions/3' for a call on one record (its query string left out); null for anything else. */
function recordPath(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  return /^\/[a-z-]+\/\d+$/.test(path) ? path : null;
}

const methodOf = (args: string | FetchArgs) => (typeof args === 'string' ? 'GET' : (args.method ?? 'GET'));
const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/** The call with `If-Match` added when it writes a record whose version the console knows. */
export function withKnownVersion(versions: RecordVersions, args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !WRITES.has(methodOf(args).toUpperCase())) return args;
  const path = recordPath(urlOf(args));
  const known = path === null ? undefined : versions.get(path);
  const headers = headerRecord(args.headers);
  const given = Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'if-match' && value !== undefined,
  );
  if (known === undefined || given) return args;
  return { ...args, headers: { ...headers, 'If-Match': known } };
}

/** The call's headers as a record, in whichever form it gives them: a record, `Headers` or pairs. */
function headerRecord(headers: FetchArgs['headers']): Record<string, string | undefined> {
  if (headers === undefined) return {};
  if (!(headers instanceof Headers) && !Array.isArray(headers)) return headers;
  const record: Record<string, string | undefined> = {};
  for (const [name, value] of headers) if (name !== undefined) record[name] = value;
  return record;
}

/** Keeps the version an answer gives for its record (a read or a write), and forgets a deleted one. */
export function learnVersion(
  versions: RecordVersions,
  args: string | FetchArgs,
  meta: FetchBaseQueryMeta | undefined,
  succeeded: boolean,
): void {
  const path = recordPath(urlOf(args));
  if (path === null || !meta?.response) return;
  const tag = meta.response.headers.get('ETag');
  if (succeeded && methodOf(args).toUpperCase() === 'DELETE') versions.delete(path);
  else if (tag) versions.set(path, tag);
}
