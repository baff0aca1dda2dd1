import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows, quoting commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['Name', 'Notes'],
        [
          ['North', 'plain'],
          ['South, East', 'say "hi"\nbye'],
        ],
      ),
    ).toBe('Name,Notes\r\nNorth,plain\r\n"South, East","say ""hi""\nbye"');
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx'])('escapes the formula-like cell %p', (cell) => {
    const [, row] = toCsv(['Name'], [[cell]]).split('\r\n');
    expect(row?.replace(/^"|"$/g, '').startsWith("'")).toBe(true);
  });

  it('keeps unicode and HTML as plain text', () => {
    expect(toCsv(['Name'], [['Café <b>Zürich</b> 東京']])).toBe('Name\r\nCafé <b>Zürich</b> 東京');
  });
});
