import Papa from 'papaparse';

/**
 * CSV text of a table. Cells that a spreadsheet would run as a formula (leading =, +, -, @, tab
 * or carriage return) are escaped with a leading quote, so exported data cannot attack the
 * admin who opens it.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { escapeFormulae: true });
}

/** Offers the text to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
