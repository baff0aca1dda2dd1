import { bothRecords, recordState } from './recordState';

const user = { id: 3, firstName: 'Ada' };
const pending = { isSuccess: false, isError: false };
const answered = (data: unknown) => ({ isSuccess: true, isError: false, data: { data } });
const failed = (status: number | 'FETCH_ERROR') => ({
  isSuccess: false,
  isError: true,
  error: status === 'FETCH_ERROR' ? { status, error: 'offline' } : { status, data: { message: 'No' } },
});

describe('recordState: the one rule for a missing record', () => {
  it('is loading until the answer comes', () => {
    expect(recordState(pending)).toEqual({ status: 'loading' });
  });

  it('is ready with the record the answer carries', () => {
    expect(recordState(answered(user))).toEqual({ status: 'ready', record: user });
  });

  it.each([
    ['no data field', { isSuccess: true, isError: false, data: {} }],
    ['data null', answered(null)],
    ['an empty body', { isSuccess: true, isError: false, data: null }],
    ['data that is not a record', answered('nope')],
    ['data that is a list', answered([user])],
  ])('is missing for a 200 with %s', (_name, query) => {
    expect(recordState(query)).toEqual({ status: 'missing' });
  });

  it('is missing for a 404 or a 400 (an id the backend cannot read), keeping the answer', () => {
    expect(recordState(failed(404))).toMatchObject({ status: 'missing', error: { status: 404 } });
    expect(recordState(failed(400))).toMatchObject({ status: 'missing', error: { status: 400 } });
  });

  it('is failed for any other error', () => {
    expect(recordState(failed(500))).toMatchObject({ status: 'failed', error: { status: 500 } });
    expect(recordState(failed('FETCH_ERROR'))).toMatchObject({ status: 'failed' });
  });

  it('is missing without asking when the id is not an id', () => {
    expect(recordState(answered(user), false)).toEqual({ status: 'missing' });
  });

  it('bothRecords is ready only when both are, and missing or failed when either is', () => {
    expect(bothRecords(recordState(answered(user)), recordState(answered({ id: 4 })))).toEqual({
      status: 'ready',
      record: [user, { id: 4 }],
    });
    expect(bothRecords(recordState(pending), recordState(answered(null)))).toEqual({ status: 'missing' });
    expect(bothRecords(recordState(answered(user)), recordState(pending))).toEqual({ status: 'loading' });
    expect(bothRecords(recordState(failed(500)), recordState(pending))).toMatchObject({ status: 'failed' });
  });
});
