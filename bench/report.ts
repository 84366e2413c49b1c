// Tables for the terminal.
import { median, type LoadFigures } from './measure';

type Figure = keyof LoadFigures;

export const FIGURES: Array<{ key: Figure; label: string; format: (value: number) => string }> = [
  { key: 'jsEncodedBytes', label: 'JS bytes over the network (encoded)', format: (v) => `${(v / 1024).toFixed(1)} KiB` },
  { key: 'jsDecodedBytes', label: 'JS bytes decoded', format: (v) => `${(v / 1024).toFixed(1)} KiB` },
  { key: 'jsRequests', label: 'JS requests', format: (v) => v.toFixed(0) },
  { key: 'cssRequests', label: 'CSS requests', format: (v) => v.toFixed(0) },
  { key: 'widgetsReadyMs', label: 'widgets in view ready (ms from navigation)', format: (v) => v.toFixed(0) },
  { key: 'longTaskMs', label: 'long-task time over 50 ms (TBT proxy, ms)', format: (v) => v.toFixed(0) },
  { key: 'cumulativeLayoutShift', label: 'cumulative layout shift', format: (v) => v.toFixed(3) },
  { key: 'jsHeapBytes', label: 'JS heap after load', format: (v) => `${(v / 1024 / 1024).toFixed(2)} MiB` },
];

export interface PageMedians {
  lazy: Partial<Record<Figure, number>>;
  eager: Partial<Record<Figure, number>>;
  ratio: Partial<Record<Figure, number | null>>;
}

export function medians(lazyRuns: LoadFigures[], eagerRuns: LoadFigures[]): PageMedians {
  const result: PageMedians = { lazy: {}, eager: {}, ratio: {} };
  for (const { key } of FIGURES) {
    const lazy = median(lazyRuns.map((run) => run[key]));
    const eager = median(eagerRuns.map((run) => run[key]));
    result.lazy[key] = lazy;
    result.eager[key] = eager;
    result.ratio[key] = eager === 0 ? (lazy === 0 ? 1 : null) : lazy / eager;
  }
  return result;
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

export function pageTable(name: string, runs: number, result: PageMedians): string {
  const rows = [['figure (median of ' + runs + ' runs)', 'lazy', 'eager', 'lazy/eager']];
  for (const { key, label, format } of FIGURES) {
    const ratio = result.ratio[key];
    rows.push([label, format(result.lazy[key]!), format(result.eager[key]!), ratio === null || ratio === undefined ? '—' : ratio.toFixed(2)]);
  }
  return `\n### ${name}\n\n${table(rows)}`;
}
