import { errorMessage, fieldErrors } from './errors';

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
