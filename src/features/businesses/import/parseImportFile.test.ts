import { parseImportFile } from './parseImportFile';

const csvFile = (text: string, name = 'businesses.csv', type = 'text/csv') =>
  new File([text], name, { type });

const parse = (file: File) => parseImportFile(file, () => undefined);

describe('reading a CSV file of businesses', () => {
  it('reads quoted fields with commas, quotes and line breaks, a BOM and CRLF line ends', async () => {
    const text =
      '\uFEFFname,region,categories\r\n' +
      '"Smith, Jones & Co",North,Legal\r\n' +
      '"The ""Best"" Cafe", South ,"Cafe; Bakery ;"\r\n' +
      '"Two\r\nLines",North,\r\n';
    expect(await parse(csvFile(text))).toEqual({
      rows: [
        { line: 2, name: 'Smith, Jones & Co', region: 'North', categories: ['Legal'] },
        { line: 3, name: 'The "Best" Cafe', region: 'South', categories: ['Cafe', 'Bakery'] },
        { line: 4, name: 'Two\r\nLines', region: 'North', categories: [] },
      ],
      errors: [],
    });
  });

  it('reads the header without regard to case, spaces or column order, with LF line ends', async () => {
    const text = ' Region , NAME,Categories \nNorth,Acme Plumbing,Plumbing;Gas\n';
    expect((await parse(csvFile(text))).rows).toEqual([
      { line: 2, name: 'Acme Plumbing', region: 'North', categories: ['Plumbing', 'Gas'] },
    ]);
  });

  it('counts blank lines and the lines inside quoted fields, so line numbers match the file', async () => {
    const text = 'name,region,categories\n\nFirst,North,\n"Multi\nline\nname",North,\n\nLast,North,\n';
    expect((await parse(csvFile(text))).rows.map(({ line, name }) => [line, name])).toEqual([
      [3, 'First'],
      [4, 'Multi\nline\nname'],
      [8, 'Last'],
    ]);
  });

  it('keeps a field that starts with =, +, - or @ as the text typed', async () => {
    const text = 'name,region,categories\n=SUM(A1),+North,-Legal;@Cafe\n';
    expect((await parse(csvFile(text))).rows).toEqual([
      { line: 2, name: '=SUM(A1)', region: '+North', categories: ['-Legal', '@Cafe'] },
    ]);
  });

  it('names a row with more than three fields', async () => {
    const text = 'name,region,categories\nAcme,North,Plumbing,Gas\n';
    expect((await parse(csvFile(text))).errors).toEqual([
      {
        line: 2,
        field: 'categories',
        message: 'More than 3 fields: separate categories with ; and quote a name that holds a comma',
      },
    ]);
  });

  it('reports progress up to the whole file, reading a large file in chunks', async () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => `Business ${index},North,Plumbing;Gas`);
    const shares: number[] = [];
    const parsed = await parseImportFile(csvFile(`name,region,categories\n${lines.join('\n')}\n`), (share) =>
      shares.push(share),
    );
    expect(parsed.rows).toHaveLength(10_000);
    expect(parsed.rows[9_999]).toEqual({
      line: 10_001,
      name: 'Business 9999',
      region: 'North',
      categories: ['Plumbing', 'Gas'],
    });
    expect(shares.length).toBeGreaterThan(2);
    expect(shares.at(-1)).toBe(1);
  });

  it.each([
    [
      'a file that is not CSV',
      new File(['PK\u0003\u0004'], 'businesses.xlsx', { type: 'application/vnd.ms-excel' }),
      'businesses.xlsx is not a CSV file. Choose a .csv file saved from your spreadsheet.',
    ],
    [
      'a binary file named .csv',
      csvFile('name,region\u0000\u0001'),
      'businesses.csv is not a CSV file. Choose a .csv file saved from your spreadsheet.',
    ],
    ['an empty file', csvFile(''), 'businesses.csv is empty.'],
    ['a file of blank lines', csvFile('\uFEFF\r\n\r\n'), 'businesses.csv is empty.'],
    [
      'a header and no rows',
      csvFile('name,region,categories\r\n\r\n'),
      'businesses.csv has a header but no businesses.',
    ],
    [
      'a wrong header',
      csvFile('business,area,tags\nAcme,North,\n'),
      "The first line must be the header name,region,categories; this file's first line is: business,area,tags",
    ],
    [
      'a missing header',
      csvFile('Acme Plumbing,North,Plumbing\n'),
      "The first line must be the header name,region,categories; this file's first line is: Acme Plumbing,North,Plumbing",
    ],
    [
      'a file over 5 MB',
      csvFile(`name,region,categories\n${'x'.repeat(5 * 1024 * 1024)}`),
      'businesses.csv is larger than 5 MB. Split it into smaller files.',
    ],
    [
      'more than 10,000 rows',
      csvFile(`name,region,categories\n${'A,B,\n'.repeat(10_001)}`),
      'businesses.csv has more than 10,000 businesses. Split it into smaller files.',
    ],
  ])('refuses %s with a clear message', async (_what, file, message) => {
    await expect(parse(file)).rejects.toThrow(message);
  });
});
