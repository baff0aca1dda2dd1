import { useRef, useState } from 'react';
import {
  useCreateBusinessMutation,
  useImportBusinessesMutation,
  useLazyGetBusinessesQuery,
  type BusinessImportResultRow,
} from '../../../api/endpoints/businesses';
import { useLazyGetCategoriesQuery } from '../../../api/generated/categories';
import { useLazyGetRegionsQuery } from '../../../api/generated/regions';
import { errorMessage, httpStatus, type ApiError } from '../../../api/errors';
import { discoverExtensions } from '../../../api/extensions';
import { useThunkDispatch } from '../../../api/useThunkDispatch';
import { formatCount } from '../../../lib/format';
import { useSuccessMessage } from '../../../components/successMessage';
import { byLine, checkRows, type ReadyRow } from './checkRows';
import { createOneByOne, type ImportReport } from './createOneByOne';
import { FileProblem, parseImportFile, type CsvRow, type RowError } from './parseImportFile';

/**
 * With the import extension (one request), when discovery says the backend offers it
 * (src/api/extensions.ts), or else the spec's creates one by one.
 */
type Mode = 'extension' | 'spec';

export type ImportStep =
  | { kind: 'choose'; problem?: string }
  | { kind: 'reading'; fileName: string; share: number }
  | { kind: 'checking'; fileName: string }
  | {
      kind: 'review';
      fileName: string;
      mode: Mode;
      rows: CsvRow[];
      ready: ReadyRow[];
      errors: RowError[];
      /** Why the last commit did not go through (nothing was written). */
      failure?: string;
    }
  | { kind: 'importing'; mode: Mode; done: number; total: number }
  | { kind: 'report'; report: ImportReport };

export const countOf = (count: number) => `${formatCount(count)} business${count === 1 ? '' : 'es'}`;

const FIELDS = new Set(['name', 'region', 'categories']);

function isRowError(value: unknown): value is RowError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'line' in value &&
    typeof value.line === 'number' &&
    'field' in value &&
    typeof value.field === 'string' &&
    FIELDS.has(value.field) &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The import extension's row errors from a 400, or null for any other failure. */
function rowErrorsOf(error: ApiError): RowError[] | null {
  if (httpStatus(error) !== 400 || !error || !('data' in error)) return null;
  const body = error.data;
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors))
    return null;
  return body.errors.filter(isRowError);
}

const toReady = (row: BusinessImportResultRow): ReadyRow => ({
  line: row.line,
  name: row.name,
  region: row.region,
  categories: row.categories,
});

/**
 * The import dialog's steps: read the file, check it (the server's dry run, or the console's own
 * check against the whole lists when the server has no import), show what would happen, then
 * create: one request, or one create per row with progress and a cancel.
 */
export function useImportFlow(onDone: () => void) {
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' });
  const dispatch = useThunkDispatch();
  const [importBusinesses] = useImportBusinessesMutation();
  const [createBusiness] = useCreateBusinessMutation();
  const [loadRegions] = useLazyGetRegionsQuery();
  const [loadCategories] = useLazyGetCategoriesQuery();
  const [loadBusinesses] = useLazyGetBusinessesQuery();
  const success = useSuccessMessage();
  const cancelled = useRef(false);
  // A newer file replaces the one still being read.
  const reading = useRef(0);

  async function checkLocally(rows: CsvRow[]) {
    const [regions, categories, businesses] = await Promise.all([
      loadRegions(undefined, true).unwrap(),
      loadCategories(undefined, true).unwrap(),
      loadBusinesses({}).unwrap(),
    ]);
    return checkRows(rows, {
      regions: regions.data,
      categories: categories.data,
      businesses: businesses.data,
    });
  }

  async function check(fileName: string, rows: CsvRow[], fileErrors: RowError[]): Promise<ImportStep> {
    const offered = await dispatch(discoverExtensions());
    return offered.import === undefined
      ? checkHere(fileName, rows, fileErrors)
      : checkOnServer(fileName, rows, fileErrors);
  }

  /** The import extension's dry run: the server checks every row against what it holds. */
  async function checkOnServer(
    fileName: string,
    rows: CsvRow[],
    fileErrors: RowError[],
  ): Promise<ImportStep> {
    const answer = await importBusinesses({ businessImportRequest: { dryRun: true, rows } });
    if (!('error' in answer) || answer.error === undefined) {
      const ready = answer.data?.data.rows.map(toReady) ?? [];
      return { kind: 'review', fileName, mode: 'extension', rows, ready, errors: byLine(fileErrors) };
    }
    const rowErrors = rowErrorsOf(answer.error);
    if (rowErrors) {
      const errors = byLine([...fileErrors, ...rowErrors]);
      return { kind: 'review', fileName, mode: 'extension', rows, ready: [], errors };
    }
    return { kind: 'choose', problem: `The file could not be checked: ${errorMessage(answer.error)}` };
  }

  /** Without the import extension the console checks the file against the lists it loads. */
  async function checkHere(fileName: string, rows: CsvRow[], fileErrors: RowError[]): Promise<ImportStep> {
    try {
      const { ready, errors } = await checkLocally(rows);
      return {
        kind: 'review',
        fileName,
        mode: 'spec',
        rows,
        ready,
        errors: byLine([...fileErrors, ...errors]),
      };
    } catch {
      return {
        kind: 'choose',
        problem: 'The regions, categories and businesses could not be loaded. Please try again.',
      };
    }
  }

  async function chooseFile(file: File) {
    reading.current += 1;
    const mine = reading.current;
    const current = () => reading.current === mine;
    setStep({ kind: 'reading', fileName: file.name, share: 0 });
    try {
      const parsed = await parseImportFile(file, (share) => {
        if (current()) setStep({ kind: 'reading', fileName: file.name, share });
      });
      if (!current()) return;
      setStep({ kind: 'checking', fileName: file.name });
      const next = await check(file.name, parsed.rows, parsed.errors);
      if (current()) setStep(next);
    } catch (error) {
      if (!current()) return;
      setStep({
        kind: 'choose',
        problem: error instanceof FileProblem ? error.message : `${file.name} could not be read as CSV.`,
      });
    }
  }

  async function commitWithExtension(review: Extract<ImportStep, { kind: 'review' }>) {
    setStep({ kind: 'importing', mode: 'extension', done: 0, total: review.ready.length });
    const answer = await importBusinesses({ businessImportRequest: { dryRun: false, rows: review.rows } });
    if (!('error' in answer) || answer.error === undefined) {
      success(`${countOf(answer.data?.data.rows.length ?? review.ready.length)} imported`);
      onDone();
      return;
    }
    const rowErrors = rowErrorsOf(answer.error);
    setStep(
      rowErrors
        ? { ...review, ready: [], errors: byLine(rowErrors) }
        : { ...review, failure: `The import failed: ${errorMessage(answer.error)}` },
    );
  }

  async function commitOneByOne(review: Extract<ImportStep, { kind: 'review' }>) {
    cancelled.current = false;
    const total = review.ready.length;
    setStep({ kind: 'importing', mode: 'spec', done: 0, total });
    const report = await createOneByOne(
      review.ready,
      async (businessInput) => {
        const answer = await createBusiness({ businessInput });
        return 'error' in answer && answer.error !== undefined
          ? { ok: false, message: errorMessage(answer.error) }
          : { ok: true };
      },
      {
        onProgress: (done) => setStep({ kind: 'importing', mode: 'spec', done, total }),
        cancelled: () => cancelled.current,
      },
    );
    if (report.created.length > 0) success(`${countOf(report.created.length)} imported`);
    setStep({ kind: 'report', report });
  }

  return {
    step,
    chooseFile: (file: File) => void chooseFile(file),
    commit() {
      if (step.kind !== 'review' || step.errors.length > 0 || step.ready.length === 0) return;
      void (step.mode === 'extension' ? commitWithExtension(step) : commitOneByOne(step));
    },
    cancel() {
      cancelled.current = true;
    },
    chooseAnother() {
      reading.current += 1;
      setStep({ kind: 'choose' });
    },
  };
}
