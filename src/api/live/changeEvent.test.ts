import { toBulkModel, toChangeEvent } from './changeEvent';

const data = (value: unknown) => JSON.stringify(value);

describe('toChangeEvent', () => {
  it('reads a change event as the contract has it', () => {
    expect(
      toChangeEvent(
        data({ model: 'BUSINESS', id: 7, action: 'DELETE', actor: 2, at: '2026-11-27T10:00:00.000Z' }),
      ),
    ).toEqual({ model: 'BUSINESS', id: 7, action: 'DELETE', actor: 2, at: '2026-11-27T10:00:00.000Z' });
  });

  it('reads each action of each model the console knows', () => {
    for (const model of ['BUSINESS', 'REFERRAL', 'TRANSACTION', 'USER', 'REGION', 'CATEGORY'])
      for (const action of ['CREATE', 'UPDATE', 'DELETE'])
        expect(toChangeEvent(data({ model, id: 1, action }))).toEqual({
          model,
          id: 1,
          action,
          actor: null,
          at: '',
        });
  });

  it('takes an actor or a time of the wrong type for none', () => {
    expect(toChangeEvent(data({ model: 'USER', id: 1, action: 'UPDATE', actor: '2', at: 5 }))).toEqual({
      model: 'USER',
      id: 1,
      action: 'UPDATE',
      actor: null,
      at: '',
    });
  });

  it.each([
    ['not JSON', 'not json'],
    ['JSON that is not an object', '3'],
    ['null', 'null'],
    ['a string', '"BUSINESS"'],
    ['no model', data({ id: 1, action: 'UPDATE' })],
    ['a model the console does not know', data({ model: 'PLANET', id: 1, action: 'UPDATE' })],
    ['no action', data({ model: 'USER', id: 1 })],
    ['an unknown action', data({ model: 'USER', id: 1, action: 'IMPORT' })],
    ['no id', data({ model: 'USER', action: 'UPDATE' })],
    ['an id that is a string', data({ model: 'USER', id: '1', action: 'UPDATE' })],
    ['an id that is not whole', data({ model: 'USER', id: 1.5, action: 'UPDATE' })],
  ])('skips an event with %s', (_name, text) => {
    expect(toChangeEvent(text)).toBeNull();
  });
});

describe('toBulkModel', () => {
  it("reads an import's model", () => {
    expect(toBulkModel(data({ model: 'BUSINESS', action: 'IMPORT', count: 10 }))).toBe('BUSINESS');
    expect(toBulkModel(data({ model: 'REGION', action: 'IMPORT', count: 2 }))).toBe('REGION');
  });

  it.each([
    ['not JSON', 'not json'],
    ['null', 'null'],
    ['no model', data({ action: 'IMPORT', count: 1 })],
    ['an unknown model', data({ model: 'PLANET', action: 'IMPORT', count: 1 })],
    ['no action', data({ model: 'BUSINESS', count: 1 })],
    ['another action', data({ model: 'BUSINESS', action: 'CREATE', count: 1 })],
  ])('skips one with %s', (_name, text) => {
    expect(toBulkModel(text)).toBeNull();
  });
});
