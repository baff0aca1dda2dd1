/**
 * The calls the base query sends with a record's known version, and the versions it keeps from
 * the answers: which calls are a record's writes, which paths name one record, and when a version
 * is kept, replaced or forgotten.
 */
import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { learnVersion, withKnownVersion, type RecordVersions } from './recordVersions';

const knowing = (entries: Array<[string, string]>): RecordVersions => new Map(entries);

/** The meta fetchBaseQuery gives with an answer carrying these headers. */
function metaWith(headers: Record<string, string>): FetchBaseQueryMeta {
  return {
    request: new Request('http://localhost/api/v1/regions/3'),
    response: new Response(null, { headers }),
  };
}

describe('withKnownVersion', () => {
  const versions = knowing([
    ['/regions/3', '"4"'],
    ['/regions/12', '"7"'],
  ]);

  it.each(['PUT', 'PATCH', 'DELETE', 'put', 'patch', 'delete'])(
    'sends the version the record was read at with a %s',
    (method) => {
      expect(withKnownVersion(versions, { url: '/regions/3', method })).toEqual({
        url: '/regions/3',
        method,
        headers: { 'If-Match': '"4"' },
      });
    },
  );

  it('names a record by all the digits of its id and leaves the query string out', () => {
    expect(withKnownVersion(versions, { url: '/regions/12?extended=true', method: 'PUT' })).toEqual({
      url: '/regions/12?extended=true',
      method: 'PUT',
      headers: { 'If-Match': '"7"' },
    });
  });

  it('keeps the headers the call already has beside the version', () => {
    expect(
      withKnownVersion(versions, { url: '/regions/3', method: 'PATCH', headers: { 'X-Trace': 'abc' } }),
    ).toEqual({ url: '/regions/3', method: 'PATCH', headers: { 'X-Trace': 'abc', 'If-Match': '"4"' } });
  });

  it('keeps the headers the call gives as Headers beside the version (Headers names them in lower case)', () => {
    const headers = new Headers({ 'X-Trace': 'abc' });
    expect(withKnownVersion(versions, { url: '/regions/3', method: 'PUT', headers })).toEqual({
      url: '/regions/3',
      method: 'PUT',
      headers: { 'x-trace': 'abc', 'If-Match': '"4"' },
    });
  });

  it('keeps the headers the call gives as pairs beside the version', () => {
    const headers = [['X-Trace', 'abc']];
    expect(withKnownVersion(versions, { url: '/regions/3', method: 'PUT', headers })).toEqual({
      url: '/regions/3',
      method: 'PUT',
      headers: { 'X-Trace': 'abc', 'If-Match': '"4"' },
    });
  });

  it.each([
    ['a record, in lower case', { 'if-match': '"9"' }],
    ['Headers', new Headers({ 'If-Match': '"9"' })],
    ['pairs', [['If-Match', '"9"']]],
  ])('leaves a version the call already gives in %s as it is', (_form, headers) => {
    const call: FetchArgs = { url: '/regions/3', method: 'DELETE', headers };
    expect(withKnownVersion(versions, call)).toBe(call);
  });

  it('leaves a version the call already gives as it is', () => {
    const call: FetchArgs = { url: '/regions/3', method: 'PUT', headers: { 'If-Match': '"9"' } };
    expect(withKnownVersion(versions, call)).toEqual({
      url: '/regions/3',
      method: 'PUT',
      headers: { 'If-Match': '"9"' },
    });
  });

  it.each([
    ['a read given as a path', '/regions/3'],
    ['a read without a method', { url: '/regions/3' }],
    ['a read', { url: '/regions/3', method: 'GET' }],
    ['a create', { url: '/regions', method: 'POST' }],
    ['a write on a record whose version is not known', { url: '/regions/5', method: 'PUT' }],
    ['a write on a path below a record', { url: '/regions/3/history', method: 'PUT' }],
    ['a write on a path that only ends like a record', { url: '/v1/regions/3', method: 'PUT' }],
  ])('sends %s unchanged', (_what, call: string | FetchArgs) => {
    expect(withKnownVersion(versions, call)).toEqual(call);
  });
});

describe('learnVersion', () => {
  it('keeps the version a read of a record answers, and the newer one a write answers', () => {
    const versions = knowing([]);
    learnVersion(versions, '/regions/3', metaWith({ ETag: '"4"' }), true);
    expect([...versions]).toEqual([['/regions/3', '"4"']]);
    learnVersion(versions, { url: '/regions/3', method: 'PUT' }, metaWith({ ETag: '"5"' }), true);
    expect([...versions]).toEqual([['/regions/3', '"5"']]);
  });

  it('keeps the version a refused write answers, the record’s current one', () => {
    const versions = knowing([['/regions/3', '"4"']]);
    learnVersion(versions, { url: '/regions/3', method: 'PUT' }, metaWith({ ETag: '"6"' }), false);
    expect(versions.get('/regions/3')).toBe('"6"');
  });

  it('forgets a record once it is deleted, and keeps it when the delete failed', () => {
    const versions = knowing([['/regions/3', '"4"']]);
    learnVersion(versions, { url: '/regions/3', method: 'DELETE' }, metaWith({}), false);
    expect(versions.get('/regions/3')).toBe('"4"');
    learnVersion(versions, { url: '/regions/3', method: 'delete' }, metaWith({}), true);
    expect(versions.has('/regions/3')).toBe(false);
  });

  it('keeps what it knew when an answer has no version, or no answer came', () => {
    const versions = knowing([['/regions/3', '"4"']]);
    learnVersion(versions, '/regions/3', metaWith({}), true);
    learnVersion(versions, '/regions/3', undefined, false);
    learnVersion(versions, '/regions/3', { request: new Request('http://localhost/regions/3') }, false);
    expect([...versions]).toEqual([['/regions/3', '"4"']]);
  });

  it('keeps no version for a call that is not on one record', () => {
    const versions = knowing([]);
    learnVersion(versions, '/regions', metaWith({ ETag: '"1"' }), true);
    learnVersion(versions, '/regions/3/history', metaWith({ ETag: '"2"' }), true);
    learnVersion(versions, '/v1/regions/3', metaWith({ ETag: '"3"' }), true);
    expect(versions.size).toBe(0);
  });
});
