// The larger shared test corpora, read only from the folder NP_CORPORA_DIR names (CI sets it).
// Every suite carries its own vectors (test/support/vectors/); these run in addition when present.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SharedCorpora {
  dir: string;
  /** The rows of a TSV corpus as objects keyed by its header line; `#` comment lines are skipped. */
  readTsv(file: string): Array<Record<string, string>>;
  /** The lines of a text corpus after its `# ` header. */
  readLines(file: string): string[];
}

function parseTsv(text: string): Array<Record<string, string>> {
  const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines;
  const columns = (header ?? '').split('\t');
  return rows.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  });
}

function parseLines(text: string): string[] {
  const lines = text.split('\n');
  const firstPayload = lines.findIndex((line) => !line.startsWith('# '));
  return lines.slice(firstPayload).filter((line) => line !== '');
}

/** The folder NP_CORPORA_DIR names, or undefined when it is unset or empty. */
export function corporaDir(): string | undefined {
  const dir = process.env.NP_CORPORA_DIR;
  return dir ? dir : undefined;
}

/**
 * The shared corpora, or undefined (after printing one line naming `suite`) when NP_CORPORA_DIR is
 * not set. Call it once per test file, at its top level.
 */
export function sharedCorpora(suite: string): SharedCorpora | undefined {
  const dir = corporaDir();
  if (!dir) {
    process.stdout.write(`${suite}: shared corpus run skipped (NP_CORPORA_DIR not set; set it to the corpora folder to run it too)\n`);
    return undefined;
  }
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return { dir, readTsv: (file) => parseTsv(read(file)), readLines: (file) => parseLines(read(file)) };
}
