import type { BusinessInput } from '../../../api/endpoints/businesses';
import type { ReadyRow } from './checkRows';

/** What became of each row, so the report says exactly which businesses exist now. */
export type ImportReport = {
  created: { line: number; name: string }[];
  failed: { line: number; name: string; message: string }[];
  /** Rows never sent, because the admin cancelled. */
  notSent: { line: number; name: string }[];
};

/** The spec's create payload: categories as `[{id, name}]`. */
const toInput = (row: ReadyRow): BusinessInput => ({
  name: row.name,
  regionId: row.region.id,
  categories: row.categories.map(({ id, name }) => ({ id, name })),
});

/**
 * Creates the rows one at a time with the spec's `POST /businesses`, for a backend without the
 * import extension. One at a time: the report then knows, for every row, whether it was created.
 * A row that fails does not stop the others; cancelling stops before the next row.
 */
export async function createOneByOne(
  rows: readonly ReadyRow[],
  create: (input: BusinessInput) => Promise<{ ok: true } | { ok: false; message: string }>,
  options: { onProgress: (done: number) => void; cancelled: () => boolean },
): Promise<ImportReport> {
  const report: ImportReport = { created: [], failed: [], notSent: [] };
  for (const [index, row] of rows.entries()) {
    if (options.cancelled()) {
      report.notSent.push(...rows.slice(index).map(({ line, name }) => ({ line, name })));
      break;
    }
    const outcome = await create(toInput(row));
    if (outcome.ok) report.created.push({ line: row.line, name: row.name });
    else report.failed.push({ line: row.line, name: row.name, message: outcome.message });
    options.onProgress(index + 1);
  }
  return report;
}
