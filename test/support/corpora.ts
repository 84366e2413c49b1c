// Reads the shared test corpora from ../shared/corpora (relative to the repo root) at test time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CORPORA_DIR = join(__dirname, '../../../shared/corpora');

const corpusText = (file: string): string => readFileSync(join(CORPORA_DIR, file), 'utf8');

/** The rows of a TSV corpus as objects keyed by its header line; `#` comment lines are skipped. */
export function readTsv(file: string): Array<Record<string, string>> {
  const lines = corpusText(file).split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines;
  const columns = (header ?? '').split('\t');
  return rows.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  });
}

/** The lines of a text corpus after its `# ` header. */
export function readLines(file: string): string[] {
  const lines = corpusText(file).split('\n');
  const firstPayload = lines.findIndex((line) => !line.startsWith('# '));
  return lines.slice(firstPayload).filter((line) => line !== '');
}
