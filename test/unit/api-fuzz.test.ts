// API fuzzing in jsdom: every widget that reads an API response gets at least 200 malformed
// answers per call (seeded, reproducible) and must never throw an uncaught error, never crash its
// render, and must end in a defined state: content, an empty message or an error message.
import { act, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import path from 'node:path';
import { answerCallsWith } from '../support/http-adapter';
import type { NpErrorDetail } from '../../src/events';
import type { WidgetFuzzSpec } from '../support/hardening';
import { fuzzedAnswer, malformedBody, pathsOf, type FuzzedAnswer } from '../support/malformed-json';
import { setPageConfig } from '../support/page-config';
import { apiCallModules, hasDeclaration, readsApi, widgetFolders } from '../support/widget-specs';

export const FUZZ_SEED = 20_261_122;
export const FUZZ_RUNS_PER_WIDGET = 200;

const widgets = widgetFolders();
const callModules = apiCallModules();
const fuzzed = widgets
  .filter((widget) => hasDeclaration(widget, 'fuzz'))
  .map((widget) => ({ widget, spec: (require(path.join(widget.dir, `${widget.folder}.fuzz.ts`)) as { fuzz: WidgetFuzzSpec }).fuzz }));

function answerFor(config: InternalAxiosRequestConfig, answer: FuzzedAnswer | undefined): ReturnType<AxiosAdapter> {
  const reply = (status: number, data: string) => ({ data, status, statusText: String(status), headers: new AxiosHeaders(), config, request: {} });
  if (!answer) return Promise.reject(new AxiosError('Request failed with status code 404', AxiosError.ERR_BAD_REQUEST, config, {}, reply(404, '{}')));
  if (answer.kind === 'no-answer') return Promise.reject(new AxiosError('timeout of 10000ms exceeded', answer.code, config, {}));
  const data = answer.kind === 'raw' ? answer.text : JSON.stringify(answer.body) ?? '';
  if (answer.status < 400) return Promise.resolve(reply(answer.status, data));
  return Promise.reject(new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, reply(answer.status, data)));
}

/** Answers each call of the spec with its fuzzed answer; counts calls still in flight. */
function fuzzingAdapter(spec: WidgetFuzzSpec, answers: FuzzedAnswer[], inFlight: { count: number }): AxiosAdapter {
  return async (config) => {
    const query = config.params ? `?${new URLSearchParams(Object.entries(config.params as Record<string, string>).filter(([, v]) => v !== undefined)).toString()}` : '';
    const url = `${config.url ?? ''}${query}`;
    const index = spec.calls.findIndex((call) => call.method === (config.method ?? 'get').toUpperCase() && call.url.test(url));
    inFlight.count += 1;
    try {
      await Promise.resolve();
      return await answerFor(config, answers[index]);
    } finally {
      inFlight.count -= 1;
    }
  };
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => process.on('unhandledRejection', onUnhandled));
afterAll(() => process.off('unhandledRejection', onUnhandled));

async function runOnce(spec: WidgetFuzzSpec, answers: FuzzedAnswer[]): Promise<void> {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  setPageConfig();
  spec.setup?.();
  const inFlight = { count: 0 };
  answerCallsWith(fuzzingAdapter(spec, answers, inFlight));
  const problems: string[] = [];
  const onError = (event: ErrorEvent) => problems.push(`uncaught: ${event.message}`);
  const onNpError = (event: Event) => {
    const detail = (event as CustomEvent<NpErrorDetail>).detail;
    if (detail.kind === 'render') problems.push(`render crash: ${detail.message}`);
  };
  window.addEventListener('error', onError);
  window.addEventListener('np:error', onNpError);
  const element = document.createElement(spec.tag);
  try {
    for (const [name, value] of Object.entries(spec.attributes ?? {})) element.setAttribute(name, value);
    await act(async () => document.body.append(element));
    if (spec.drive) await act(async () => spec.drive!(element));
    await waitFor(
      () => {
        if (inFlight.count > 0 || element.getAttribute('data-np-status') === 'loading') throw new Error(`<${spec.tag}> has not settled: status ${element.getAttribute('data-np-status')}, ${inFlight.count} calls in flight`);
      },
      { interval: 5 },
    );
    const status = element.getAttribute('data-np-status');
    if (status !== 'ready') problems.push(`ended with data-np-status="${status}"`);
    if (!element.textContent?.trim() && element.children.length === 0) problems.push('ended showing nothing');
    if ((window as unknown as { __fuzzXss?: number }).__fuzzXss) problems.push('hostile HTML ran');
    if (unhandled.length) problems.push(`unhandled rejection: ${String(unhandled.splice(0)[0])}`);
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('np:error', onNpError);
    await act(async () => element.remove());
  }
  if (problems.length) throw new Error(`<${spec.tag}> with answers ${JSON.stringify(answers).slice(0, 600)}: ${problems.join('; ')}`);
}

describe('the fuzzer itself', () => {
  it('breaks a body in many different ways, reproducibly for a seed', () => {
    const valid = { response: { user: { id: '101', nick: 'lector', newsletters: [{ id: 1, name: 'Matinal', isSubscribed: true }] } } };
    const first = fc.sample(malformedBody(valid), { seed: FUZZ_SEED, numRuns: 50 });
    expect(fc.sample(malformedBody(valid), { seed: FUZZ_SEED, numRuns: 50 })).toEqual(first);
    expect(new Set(first.map((body) => JSON.stringify(body))).size).toBeGreaterThan(30);
    expect(pathsOf(valid)).toContainEqual(['response', 'user', 'newsletters', 0, 'name']);
  });

  it('answers with broken bodies, error statuses, unreadable text and no answer at all', () => {
    const kinds = new Set(fc.sample(fuzzedAnswer({ ok: true }), { seed: FUZZ_SEED, numRuns: 300 }).map((answer) => (answer.kind === 'json' ? `json-${answer.status < 400 ? 'ok' : 'error'}` : answer.kind)));
    expect(kinds).toEqual(new Set(['json-ok', 'json-error', 'raw', 'no-answer']));
  });
});

describe('every widget that reads an API response declares a fuzz spec', () => {
  it('has a <folder>.fuzz.ts beside its element', () => {
    const missing = widgets.filter((widget) => readsApi(widget, callModules) && !hasDeclaration(widget, 'fuzz')).map((widget) => widget.folder);
    expect(missing).toEqual([]);
  });
});

for (const { widget, spec } of fuzzed) describe(`<${spec.tag}> under malformed API answers`, () => {
  beforeAll(() => {
    require(widget.element);
  });

  it(`never throws and ends in a defined state over ${FUZZ_RUNS_PER_WIDGET} seeded cases`, async () => {
    const answers = fc.tuple(...spec.calls.map((call) => fuzzedAnswer(call.validBody)));
    await fc.assert(
      fc.asyncProperty(answers, async (generated) => runOnce(spec, generated as FuzzedAnswer[])),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS_PER_WIDGET, endOnFailure: true },
    );
  }, 180_000);
});
