import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The generated figures: the benches and the mutation report write it, never a person.
 * docs/performance.md, beside it, is the hand-written account of how the figures are measured.
 */
export const FIGURES_DOC = path.join('docs', 'performance-figures.md');
const FILE = path.join(__dirname, '..', '..', FIGURES_DOC);

/** The generated file's title line, written when the file is new. */
export const FIGURES_TITLE = '# Performance figures';

/**
 * Writes one bench's own section of the figures file, between `<!-- name:start -->` and
 * `<!-- name:end -->`, keeping everything else in the file (appended when the section is new).
 */
export function writePerformanceSection(name: string, body: string): void {
  const startMark = `<!-- ${name}:start -->`;
  const endMark = `<!-- ${name}:end -->`;
  const doc = existsSync(FILE) ? readFileSync(FILE, 'utf8') : `${FIGURES_TITLE}\n`;
  const section = `${startMark}\n${body}\n${endMark}`;
  const start = doc.indexOf(startMark);
  const end = doc.indexOf(endMark);
  const next =
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${section}${doc.slice(end + endMark.length)}`
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, next);
}
