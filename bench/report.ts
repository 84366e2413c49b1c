// Tables for the terminal.
import { median, PHONE_NETWORK, type LoadFigures } from './measure';
import { verdict, type PairedRatio } from './paired';

/** The figures that are numbers, which take medians and ratios. */
type Figure = { [Key in keyof LoadFigures]: LoadFigures[Key] extends number ? Key : never }[keyof LoadFigures];

export const FIGURES: Array<{ key: Figure; label: string; format: (value: number) => string }> = [
  { key: 'jsEncodedBytes', label: 'JS bytes over the network (encoded)', format: (v) => `${(v / 1024).toFixed(1)} KiB` },
  { key: 'jsDecodedBytes', label: 'JS bytes decoded', format: (v) => `${(v / 1024).toFixed(1)} KiB` },
  { key: 'jsRequests', label: 'JS requests', format: (v) => v.toFixed(0) },
  { key: 'cssRequests', label: 'CSS requests', format: (v) => v.toFixed(0) },
  { key: 'widgetsReadyMs', label: 'widgets in view ready (ms from navigation)', format: (v) => v.toFixed(0) },
  { key: 'largestContentfulPaintMs', label: 'largest contentful paint (ms)', format: (v) => v.toFixed(0) },
  { key: 'longTaskMs', label: 'long-task time over 50 ms (TBT proxy, ms)', format: (v) => v.toFixed(0) },
  { key: 'mainThreadMs', label: 'main-thread time (CDP TaskDuration, ms)', format: (v) => v.toFixed(0) },
  { key: 'scriptMs', label: 'of which script (CDP ScriptDuration, ms)', format: (v) => v.toFixed(0) },
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

/** np's cost on a page: the medians of the page with np (lazy build) minus those of its bare variant. */
export const COST_FIGURES: Array<{ key: Figure; label: string; format: (value: number) => string }> = [
  { key: 'largestContentfulPaintMs', label: 'LCP', format: (v) => `${v.toFixed(0)} ms` },
  { key: 'longTaskMs', label: 'TBT (long tasks - 50 ms)', format: (v) => `${v.toFixed(0)} ms` },
  { key: 'cumulativeLayoutShift', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'jsEncodedBytes', label: 'JS bytes (network)', format: (v) => `${(v / 1024).toFixed(1)} KiB` },
  { key: 'mainThreadMs', label: 'main thread (TaskDuration)', format: (v) => `${v.toFixed(0)} ms` },
  { key: 'scriptMs', label: 'script (ScriptDuration)', format: (v) => `${v.toFixed(0)} ms` },
];

export type NpCost = Partial<Record<Figure, { np: number; bare: number; cost: number }>>;

export function npCost(npRuns: LoadFigures[], bareRuns: LoadFigures[]): NpCost {
  const cost: NpCost = {};
  for (const { key } of COST_FIGURES) {
    const np = median(npRuns.map((run) => run[key]));
    const bare = median(bareRuns.map((run) => run[key]));
    cost[key] = { np, bare, cost: np - bare };
  }
  return cost;
}

const signed = (value: number, format: (v: number) => string) => `${value >= 0 ? '+' : ''}${format(value)}`;

/** One row per page: np's cost on each figure, as `cost (np / bare)`. */
export function npCostTable(costs: Record<string, NpCost>, runs: number): string {
  const rows = [[`page (median of ${runs} runs each)`, ...COST_FIGURES.map(({ label }) => label)]];
  for (const [page, cost] of Object.entries(costs))
    rows.push([page, ...COST_FIGURES.map(({ key, format }) => `${signed(cost[key]!.cost, format)} (${format(cost[key]!.np)} / ${format(cost[key]!.bare)})`)]);
  return table(rows);
}

export interface SnippetShift {
  /** `<script defer blocking="render">` after the placeholder link (`?snippet=blocking`). */
  renderBlocking: number[];
  /** The README's snippet, which the demo pages use: the placeholder link and `<script defer>`. */
  plain: number[];
  /** Every element that shifted in any run of either snippet, once each. */
  shifted: string[];
}

export function snippetShift(renderBlocking: LoadFigures[], plain: LoadFigures[]): SnippetShift {
  return {
    renderBlocking: renderBlocking.map((run) => run.cumulativeLayoutShift),
    plain: plain.map((run) => run.cumulativeLayoutShift),
    shifted: [...new Set([...renderBlocking, ...plain].flatMap((run) => run.shiftSources))],
  };
}

/** Cumulative layout shift per page with each loader snippet: the worst run and the median, and what moved. */
export function snippetShiftTable(shifts: Record<string, SnippetShift>): string {
  const rows = [['page', 'CLS, blocking="render" (worst / median)', 'CLS, README snippet (worst / median)', 'what shifted']];
  const cell = (values: number[]) => `${Math.max(...values).toFixed(3)} / ${median(values).toFixed(3)}`;
  for (const [page, shift] of Object.entries(shifts)) rows.push([page, cell(shift.renderBlocking), cell(shift.plain), shift.shifted.slice(0, 3).join('; ') || '-']);
  return table(rows);
}

/** Issue 13's line for widgets in view ready against the eager build: 0.6 on the phone profile, 0.8 on loopback. */
export const READY_TARGET = PHONE_NETWORK ? 0.6 : 0.8;

/** Widgets in view ready, lazy against eager, per page: the ratio of the medians and the paired ratio with its interval, against the target. */
export function readinessTable(pages: Record<string, { ratioOfMedians: number | null | undefined; paired: PairedRatio | null }>): string {
  const rows = [['page', 'ratio of medians', 'paired: median of run ratios', '95% interval (bootstrap)', 'target', 'verdict']];
  for (const [page, { ratioOfMedians, paired }] of Object.entries(pages))
    rows.push([
      page,
      ratioOfMedians === null || ratioOfMedians === undefined ? '—' : ratioOfMedians.toFixed(2),
      paired ? paired.median.toFixed(2) : '—',
      paired ? `${paired.low.toFixed(2)}-${paired.high.toFixed(2)}` : '—',
      `≤ ${READY_TARGET}`,
      paired ? verdict(paired, READY_TARGET) : '—',
    ]);
  return table(rows);
}
