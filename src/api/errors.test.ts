import { errorMessage, fieldErrors, httpStatus, isNotFound } from './errors';

const answer = (data: unknown) => ({ status: 400, data });

describe('field errors from a validation answer', () => {
  it('reads the list under the body’s data', () => {
    expect(
      fieldErrors(answer({ message: 'Invalid', data: [{ key: 'name', message: 'Please enter a name' }] })),
    ).toEqual([{ key: 'name', message: 'Please enter a name' }]);
  });

  it('reads the list when it is the body itself (the spec: "a list of {key, message}")', () => {
    expect(fieldErrors(answer([{ key: 'email', message: 'Taken' }, { nonsense: true }]))).toEqual([
      { key: 'email', message: 'Taken' },
    ]);
  });

  it('finds none in a body without them, and falls back to the generic message', () => {
    expect(fieldErrors(answer({ message: 'Nope' }))).toEqual([]);
    expect(fieldErrors(answer('text'))).toEqual([]);
    expect(errorMessage(answer([{ key: 'email', message: 'Taken' }]))).toBe(
      'Something went wrong, please try again',
    );
  });
});

describe('the message shown for a failed call', () => {
  it('is the server’s message, trimmed', () => {
    expect(errorMessage({ status: 409, data: { message: '  Name already taken  ' } })).toBe(
      'Name already taken',
    );
  });

  it.each([
    ['the message is blank', { status: 409, data: { message: '   ' } }],
    ['the message is not text', { status: 409, data: { message: 42 } }],
    ['the body is null', { status: 500, data: null }],
    ['the server was not reached', { status: 'FETCH_ERROR' as const, error: 'TypeError: Failed to fetch' }],
    ['the call threw', { message: 'Boom' }],
    ['there is no error', undefined],
  ])('is the generic message when %s', (_case, error) => {
    expect(errorMessage(error)).toBe('Something went wrong, please try again');
  });

  it('is the caller’s fallback when the server gives none', () => {
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'Timed out' }, 'Unable to sign in')).toBe(
      'Unable to sign in',
    );
  });
});

describe('field errors that are not one', () => {
  it('keeps only entries with a text key and a text message', () => {
    expect(
      fieldErrors(
        answer([
          { key: 'name' },
          { message: 'No key' },
          { key: 1, message: 'Key not text' },
          { key: 'email', message: 2 },
          null,
          'email',
          { key: 'mobile', message: 'Too short' },
        ]),
      ),
    ).toEqual([{ key: 'mobile', message: 'Too short' }]);
  });

  it('finds none when the body’s data is not a list, or there is no body', () => {
    expect(fieldErrors(answer({ data: { key: 'name', message: 'Missing' } }))).toEqual([]);
    expect(fieldErrors(answer(null))).toEqual([]);
    expect(fieldErrors({ message: 'Boom' })).toEqual([]);
    expect(fieldErrors(undefined)).toEqual([]);
  });
});

describe('the HTTP status of a failed call', () => {
  it('is the answer’s status, and none when no answer came', () => {
    expect(httpStatus({ status: 404, data: null })).toBe(404);
    expect(httpStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
    expect(httpStatus({ message: 'Boom' })).toBeUndefined();
    expect(httpStatus(undefined)).toBeUndefined();
  });

  it('says not found for a 404 or a 400 (an id the backend cannot read) only', () => {
    expect(isNotFound({ status: 404, data: null })).toBe(true);
    expect(isNotFound({ status: 400, data: null })).toBe(true);
    expect(isNotFound({ status: 401, data: null })).toBe(false);
    expect(isNotFound({ status: 500, data: null })).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
