import { createdId, listWithCreated } from './highlight';

describe('listWithCreated', () => {
  it('marks the new record when the answer names its id', () => {
    expect(listWithCreated('/businesses', { data: { id: 12, name: 'Acme' } })).toBe(
      '/businesses?highlight=12',
    );
    expect(listWithCreated('/users', { data: { id: 6 } }, 'u.')).toBe('/users?u.highlight=6');
  });

  it('goes to the plain list when the answer names no usable id', () => {
    for (const answer of [
      undefined,
      null,
      'created',
      { message: 'ok' },
      { data: null },
      { data: { id: '12' } },
      { data: { id: 3.5 } },
    ])
      expect(listWithCreated('/regions', answer)).toBe('/regions');
    expect(createdId({ data: { id: 0 } })).toBeUndefined();
  });
});
