import Papa from 'papaparse';

/** One data row of the file, as typed (trimmed), with its line in the file (the header is line 1). */
export type CsvRow = { line: number; name: string; region: string; categories: string[] };

/** A problem with one row: the line, the column, and why. */
export type RowError = { line: number; field: 'name' | 'region' | 'categories'; message: string };

export type ParsedFile = { rows: CsvRow[]; errors: RowError[] };

const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** What one import takes (the reference server's limit too): more is split into several files. */
const MAX_ROWS = 10_000;
/** Characters parsed between two yields to the page, so a large file never freezes it. */
const CHUNK_CHARS = 64 * 1024;
const COLUMNS = ['name', 'region', 'categories'] as const;
type Column = (typeof COLUMNS)[number];

export const TEMPLATE_CSV =
  'name,region,categories\r\nHarbourside Plumbing,Harbourside,Plumbing;Electrical\r\n';

/** A file the import refuses as a whole, with the sentence shown to the admin. */
export class FileProblem extends Error {}

/** Refusals decided before reading: a file that is no CSV, or too large. */
function checkFileItself(file: File): void {
  const csvName = /\.csv$/i.test(file.name);
  const csvType = file.type === '' || /^text\/(csv|plain)$|^application\/vnd\.ms-excel$/.test(file.type);
  if (!csvName || !csvType)
    throw new FileProblem(`${file.name} is not a CSV file. Choose a .csv file saved from your spreadsheet.`);
  if (file.size > MAX_FILE_BYTES)
    throw new FileProblem(`${file.name} is larger than 5 MB. Split it into smaller files.`);
  if (file.size === 0) throw new FileProblem(`${file.name} is empty.`);
}

/** The file as text: UTF-8, its BOM (if any) removed by the decoder. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new FileProblem(`${file.name} could not be read.`));
    reader.readAsText(file, 'UTF-8');
  });
}

const headerKey = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** Which column holds which field; the header's words in any order, ignoring case and spaces. */
function readHeader(cells: string[]): Record<Column, number> {
  const keys = cells.map(headerKey);
  const index = (column: Column) => keys.indexOf(column);
  const known = keys.every((key) => COLUMNS.some((column) => column === key));
  if (!known || keys.length !== COLUMNS.length || COLUMNS.some((column) => index(column) < 0))
    throw new FileProblem(
      `The first line must be the header name,region,categories; this file's first line is: ${cells.join(',').slice(0, 100)}`,
    );
  return { name: index('name'), region: index('region'), categories: index('categories') };
}

/** The lines a record takes in the file: one, plus the line breaks inside its quoted fields. */
const linesOf = (cells: string[]) =>
  1 + cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a CSV file of businesses: `name,region,categories`, categories separated by `;`. Parsed by
 * papaparse a chunk at a time, with a pause between chunks so that the page stays responsive;
 * `onProgress` gets the share read, 0 to 1. Cells are kept as text exactly as typed (a leading
 * `=` is no formula here). Throws a FileProblem for a file it cannot take as a whole.
 */
export async function parseImportFile(file: File, onProgress: (share: number) => void): Promise<ParsedFile> {
  checkFileItself(file);
  const text = await readText(file);
  // Text with NUL characters is a binary file (a spreadsheet's own format) renamed .csv.
  if (text.includes('\u0000'))
    throw new FileProblem(`${file.name} is not a CSV file. Choose a .csv file saved from your spreadsheet.`);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new FileProblem(`${file.name} is empty.`);

  const rows: CsvRow[] = [];
  const errors: RowError[] = [];
  let columns: Record<Column, number> | null = null;
  let line = 1;
  let chunks = 0;
  await new Promise<void>((resolve, reject) => {
    // A string parsed in chunks, as a local file would be (papaparse's own file reading splits
    // UTF-8 characters at its chunk boundaries, so the text is read whole first).
    const config: Papa.ParseLocalConfig<string[], Papa.LocalFile> &
      Papa.ParseConfig<string[]> & { worker: false } = {
      worker: false,
      chunkSize: CHUNK_CHARS,
      chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
        try {
          for (const cells of results.data) {
            const at = line;
            line += linesOf(cells);
            if (!columns) {
              columns = readHeader(cells);
              continue;
            }
            if (isBlank(cells)) continue;
            if (cells.length > COLUMNS.length)
              errors.push({
                line: at,
                field: 'categories',
                message: 'More than 3 fields: separate categories with ; and quote a name that holds a comma',
              });
            const found = columns;
            const cell = (column: Column) => (cells[found[column]] ?? '').trim();
            rows.push({
              line: at,
              name: cell('name'),
              region: cell('region'),
              categories: cell('categories')
                .split(';')
                .map((name) => name.trim())
                .filter((name) => name !== ''),
            });
            if (rows.length > MAX_ROWS)
              throw new FileProblem(
                `${file.name} has more than 10,000 businesses. Split it into smaller files.`,
              );
          }
        } catch (error) {
          // Rejected before the abort, which completes the parse (and would resolve it).
          reject(error);
          parser.abort();
          return;
        }
        chunks += 1;
        onProgress(Math.min(1, (chunks * CHUNK_CHARS) / text.length));
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    };
    Papa.parse<string[]>(text, config);
  });
  if (!columns) throw new FileProblem(`${file.name} is empty.`);
  if (rows.length === 0) throw new FileProblem(`${file.name} has a header but no businesses.`);
  onProgress(1);
  return { rows, errors };
}
