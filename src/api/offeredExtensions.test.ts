/**
 * How the answer of `GET /extensions` is read and how the extensions' presence is read from the
 * store state: any body or state of another shape reads as "not a list" or "not offered", never
 * as an exception.
 */
import { isExtensionsState, isOffered, offeredIn, selectExtension } from './offeredExtensions';

describe('offeredIn (the body of GET /extensions)', () => {
  it('reads the known extensions with their versions and leaves unknown names out', () => {
    expect(
      offeredIn({
        data: [
          { name: 'paging', version: '1' },
          { name: 'history', version: '2.1' },
          { name: 'teleport', version: '9' },
        ],
      }),
    ).toEqual({ paging: '1', history: '2.1' });
  });

  it('reads an empty list as no extension offered', () => {
    expect(offeredIn({ data: [] })).toEqual({});
  });

  it.each([
    ['a string', 'paging'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object without data', { items: [] }],
    ['data that is not a list', { data: { name: 'paging', version: '1' } }],
    ['data that is a string', { data: 'paging' }],
  ])('reads %s as not a list', (_what, body) => {
    expect(offeredIn(body)).toBeNull();
  });

  it.each([
    ['a string', 'paging'],
    ['a number', 7],
    ['null', null],
    ['an item without a name', { version: '1' }],
    ['an item without a version', { name: 'paging' }],
    ['a name that is not a string', { name: 5, version: '1' }],
    ['a version that is not a string', { name: 'paging', version: 2 }],
    ['an unknown name with a version that is not a string', { name: 'teleport', version: 2 }],
  ])('reads a list with %s among its items as not a list', (_what, item) => {
    expect(offeredIn({ data: [{ name: 'history', version: '1' }, item] })).toBeNull();
  });
});

describe('the extensions in the store state', () => {
  const known = { extensions: { status: 'known', offered: { paging: '1' } } } as const;
  const unknown = { extensions: { status: 'unknown' } } as const;

  it('says offered, not offered, or not known yet', () => {
    expect(selectExtension(known, 'paging')).toBe(true);
    expect(selectExtension(known, 'history')).toBe(false);
    expect(selectExtension(unknown, 'paging')).toBeUndefined();
  });

  it('says offered only once discovery has found it', () => {
    expect(isOffered(known, 'paging')).toBe(true);
    expect(isOffered(known, 'history')).toBe(false);
    expect(isOffered(unknown, 'paging')).toBe(false);
  });

  it('tells a state with the extensions slice from anything else', () => {
    expect(isExtensionsState(known)).toBe(true);
    expect(isExtensionsState(unknown)).toBe(true);
    expect(isExtensionsState({ extensions: {} })).toBe(false);
    expect(isExtensionsState({ extensions: null })).toBe(false);
    expect(isExtensionsState({ extensions: 'known' })).toBe(false);
    expect(isExtensionsState({ session: {} })).toBe(false);
    expect(isExtensionsState(null)).toBe(false);
    expect(isExtensionsState('extensions')).toBe(false);
    expect(isExtensionsState(3)).toBe(false);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'extensions'],
    ['a number', 3],
    ['a state without the slice', { session: {} }],
    ['a slice that is null', { extensions: null }],
    ['a slice that is a string', { extensions: 'known' }],
    ['a slice without a status', { extensions: { offered: { paging: '1' } } }],
  ])('reads %s as nothing offered', (_what, state) => {
    expect(isOffered(state, 'paging')).toBe(false);
  });
});
