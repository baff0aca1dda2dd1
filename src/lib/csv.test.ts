import { downloadCsv, toCsv } from './csv';
import { captureCsvDownloads } from '../test/csvCapture';

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

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+SUM(A1)', `"'+SUM(A1)"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['=1\n=2', `"'=1\n=2"`],
  ])('escapes the formula-like cell %p with a leading quote', (cell, written) => {
    expect(toCsv(['Name'], [[cell]])).toBe(`Name\r\n${written}`);
  });

  it('leaves plain numbers, negative ones too, as numbers', () => {
    expect(toCsv(['Amount (AUD)'], [['1500.00'], ['-12.50'], ['0.10']])).toBe(
      'Amount (AUD)\r\n1500.00\r\n-12.50\r\n0.10',
    );
  });

  it('keeps unicode and HTML as plain text', () => {
    expect(toCsv(['Name'], [['Café <b>Zürich</b> 東京']])).toBe('Name\r\nCafé <b>Zürich</b> 東京');
  });
});

describe('downloadCsv', () => {
  it('hands the browser a UTF-8 file that starts with a byte order mark, so Excel reads Kōwhai', async () => {
    const downloads = captureCsvDownloads();
    downloadCsv('places.csv', 'Name\r\nKōwhai\r\nSpärck');
    expect(downloads.files[0]?.name).toBe('places.csv');
    expect(await downloads.files[0]?.raw).toBe('\uFEFFName\r\nKōwhai\r\nSpärck');
    downloads.restore();
  });
});
