import { checkRows } from './checkRows';

const known = {
  regions: [{ id: 1, name: 'North' }],
  categories: [{ id: 4, name: 'Plumbing' }],
  businesses: [],
};

const row = (line: number, name: string) => ({ line, name, region: 'North', categories: ['Plumbing'] });

describe("the import's own check of names, as the server judges them", () => {
  it('refuses a line or paragraph separator as it refuses a line break', () => {
    const { ready, errors } = checkRows(
      [row(2, 'Acme\u2028Plumbing'), row(3, 'Acme\u2029Plumbing'), row(4, 'Acme\nPlumbing')],
      known,
    );
    expect(ready).toEqual([]);
    expect(errors).toEqual([
      { line: 2, field: 'name', message: 'Name must be on one line' },
      { line: 3, field: 'name', message: 'Name must be on one line' },
      { line: 4, field: 'name', message: 'Name must be on one line' },
    ]);
  });

  it('refuses a lone surrogate and keeps a character outside the basic plane', () => {
    const { ready, errors } = checkRows([row(2, 'Acme \ud83d'), row(3, 'Acme \ud83d\udd27 Tools')], known);
    expect(errors).toEqual([{ line: 2, field: 'name', message: 'Name must be valid text' }]);
    expect(ready.map((ready) => ready.name)).toEqual(['Acme 🔧 Tools']);
  });
});
