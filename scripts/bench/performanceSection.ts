import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = path.join(__dirname, '..', '..', 'docs', 'performance.md');

/**
 * Writes one bench's own section of docs/performance.md, between `<!-- name:start -->` and
 * `<!-- name:end -->`, keeping everything else in the file (appended when the section is new).
 */
export function writePerformanceSection(name: string, body: string): void {
  const startMark = `<!-- ${name}:start -->`;
  const endMark = `<!-- ${name}:end -->`;
  const doc = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Performance\n';
  const section = `${startMark}\n${body}\n${endMark}`;
  const start = doc.indexOf(startMark);
  const end = doc.indexOf(endMark);
  const next =
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${section}${doc.slice(end + endMark.length)}`
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, next);
}
