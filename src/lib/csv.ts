import Papa from 'papaparse';

/**
 * Excel on Windows reads a CSV file as the system's code page unless it starts with a UTF-8 byte
 * order mark: without it 'Kōwhai' and 'Spärck' arrive garbled.
 */
const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula: a leading =, +, -, @, tab or carriage return, as
 * OWASP lists them, also in a cell that holds a line break (papaparse's own default misses
 * '=1\n2'). A plain number ('-12.50') is no formula and stays a number.
 */
const FORMULA_START = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/**
 * CSV text of a table. Formula-like cells are escaped with a leading quote, so exported data
 * cannot attack the admin who opens it.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START },
  );
}

/** Offers the text to the browser as a download, a UTF-8 file with its byte order mark. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
