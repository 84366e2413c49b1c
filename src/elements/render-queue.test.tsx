// The render queue: the elements a definition upgrades render across tasks, each keeping its
// placeholder (data-np-queued) until the task that renders it, and a render that would overrun the
// slice waiting for the next.
import { act, waitFor } from '@testing-library/react';
import { createElement, useLayoutEffect } from 'react';
import { installFakeIntersectionObserver, latestIntersectionObserver } from '../../test/support/fake-intersection-observer';
import { setPageConfig } from '../../test/support/page-config';
import { LAZY_LOAD_THRESHOLD_PX, RENDER_SLICE_MS } from '../constants';
import { defineWidget } from './define-widget';
import { OFFSCREEN_ATTRIBUTE, QUEUED_ATTRIBUTE } from './registry';
import { yieldToBrowser } from './yield-to-browser';

function Headline({ text }: { text?: string }) {
  return <h2>{text}</h2>;
}

/** A widget that notes its text as it renders: a test reads the order of the renders from `rendered`. */
function recorder(rendered: string[]) {
  return function Recorded({ text }: { text?: string }) {
    useLayoutEffect(() => void rendered.push(text ?? ''), [text]);
    return <p>{text}</p>;
  };
}

/** performance.now() that moves `stepMs` at every call, so each render seems to take that long. */
function clockAdvancing(stepMs: number): void {
  let now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => (now += stepMs));
}

/** Runs the queue's yields until none is left: each yield is a timer set after the previous one ran. */
async function runQueueToEnd(): Promise<void> {
  for (let round = 0; round < 100 && jest.getTimerCount() > 0; round++) await act(async () => jest.runOnlyPendingTimers());
}

let tagCount = 0;
const newTag = (): `np-${string}` => `np-queue${++tagCount}`;

beforeEach(() => setPageConfig());

afterEach(async () => {
  jest.useRealTimers();
  await act(async () => document.body.replaceChildren());
  jest.restoreAllMocks();
});

it('renders the first element one yield after the definition and the others in later slices, each keeping its box until then', async () => {
  // Fake timers: each yield runs only when the test says, so no later slice can slip in before an
  // assertion on a busy machine (it did once in CI with real timers).
  jest.useFakeTimers();
  clockAdvancing(RENDER_SLICE_MS / 2 + 1);
  const tag = newTag();
  document.body.innerHTML = ['Uno', 'Dos', 'Tres'].map((text) => `<${tag} text="${text}"></${tag}>`).join('');
  const elements = [...document.querySelectorAll<HTMLElement>(tag)];
  const [first, second, third] = elements;

  defineWidget(tag, Headline, { attributes: { text: 'string' } });

  // The defining task evaluated the chunk: no element renders in it.
  for (const waiting of elements) {
    expect(waiting).toBeEmptyDOMElement();
    expect(waiting).toHaveAttribute(QUEUED_ATTRIBUTE);
  }
  await act(async () => jest.advanceTimersToNextTimer());
  expect(first).toHaveTextContent('Uno');
  expect(first).not.toHaveAttribute(QUEUED_ATTRIBUTE);
  expect(second).toBeEmptyDOMElement();
  expect(second).toHaveAttribute(QUEUED_ATTRIBUTE);
  await runQueueToEnd();
  expect(second).toHaveTextContent('Dos');
  expect(third).toHaveTextContent('Tres');
  for (const element of elements) expect(element).not.toHaveAttribute(QUEUED_ATTRIBUTE);
});

it('after that one yield, renders them all in one task while the slice has time left', async () => {
  jest.useFakeTimers();
  clockAdvancing(0);
  const tag = newTag();
  document.body.innerHTML = Array.from({ length: 5 }, (_, index) => `<${tag} text="Noticia ${index}"></${tag}>`).join('');
  const texts = () => [...document.querySelectorAll(tag)].map((element) => element.textContent);
  await act(async () => defineWidget(tag, Headline, { attributes: { text: 'string' } }));
  expect(texts()).toEqual(Array(5).fill(''));
  // Only the next timer runs: whatever renders after it, renders in its task (microtasks included).
  await act(async () => jest.advanceTimersToNextTimer());
  expect(texts()).toEqual(Array.from({ length: 5 }, (_, index) => `Noticia ${index}`));
  jest.useRealTimers();
});

it('an element removed while it waits never renders', async () => {
  clockAdvancing(RENDER_SLICE_MS);
  const tag = newTag();
  document.body.innerHTML = `<${tag} text="Se queda"></${tag}><${tag} text="Se va"></${tag}>`;
  const [kept, removed] = [...document.querySelectorAll<HTMLElement>(tag)];
  defineWidget(tag, Headline, { attributes: { text: 'string' } });
  removed!.remove();
  await waitFor(() => expect(kept).toHaveTextContent('Se queda'));
  await act(() => yieldToBrowser());
  expect(removed).toBeEmptyDOMElement();
  expect(removed).not.toHaveAttribute(QUEUED_ATTRIBUTE);
});

it('renders the elements in view first: one the loader saw outside the viewport waits, even behind a later definition', async () => {
  jest.useFakeTimers();
  clockAdvancing(0);
  const rendered: string[] = [];
  const Recorded = recorder(rendered);
  const [likes, shareBar] = [newTag(), newTag()];
  document.body.innerHTML = [
    `<${likes} text="like arriba"></${likes}>`,
    `<${likes} text="like abajo 1" ${OFFSCREEN_ATTRIBUTE}></${likes}>`,
    `<${likes} text="like abajo 2" ${OFFSCREEN_ATTRIBUTE}></${likes}>`,
    `<${shareBar} text="barra"></${shareBar}>`,
  ].join('');
  await act(async () => {
    defineWidget(likes, Recorded, { attributes: { text: 'string' } });
    defineWidget(shareBar, Recorded, { attributes: { text: 'string' } });
  });
  await runQueueToEnd();
  // jsdom has no IntersectionObserver: the elements outside the viewport then render last, in turn.
  expect(rendered).toEqual(['like arriba', 'barra', 'like abajo 1', 'like abajo 2']);
  // The mark is the queue's business only: gone once the element has rendered.
  expect(document.querySelectorAll(`[${OFFSCREEN_ATTRIBUTE}]`)).toHaveLength(0);
});

it('renders the widgets a host rendered before the other waiting elements, in their order', async () => {
  jest.useFakeTimers();
  clockAdvancing(0);
  const rendered: string[] = [];
  const Recorded = recorder(rendered);
  const [header, search, userButton, searcher] = [newTag(), newTag(), newTag(), newTag()];
  function Header() {
    useLayoutEffect(() => void rendered.push('cabecera'), []);
    return (
      <>
        {createElement(search, { text: 'buscador de la cabecera' })}
        {createElement(userButton, { text: 'usuario' })}
      </>
    );
  }
  document.body.innerHTML = `<${header}></${header}><${searcher} text="resultados 1"></${searcher}><${searcher} text="resultados 2"></${searcher}>`;
  await act(async () => {
    defineWidget(header, Header, { attributes: {} });
    defineWidget(searcher, Recorded, { attributes: { text: 'string' } });
  });
  // The header renders in the first slice; the searcher's first render, of unknown cost, waits for the next.
  await act(async () => jest.advanceTimersToNextTimer());
  expect(rendered).toEqual(['cabecera']);
  // The header's own widgets are defined once it has rendered them (their code came with it).
  await act(async () => {
    defineWidget(search, Recorded, { attributes: { text: 'string' } });
    defineWidget(userButton, Recorded, { attributes: { text: 'string' } });
  });
  await runQueueToEnd();
  expect(rendered).toEqual(['cabecera', 'buscador de la cabecera', 'usuario', 'resultados 1', 'resultados 2']);
});

it('keeps an element outside the viewport as its placeholder until it comes near the viewport itself, once those in view have rendered', async () => {
  installFakeIntersectionObserver();
  jest.useFakeTimers();
  clockAdvancing(0);
  try {
    const likes = newTag();
    document.body.innerHTML = [
      `<${likes} text="like arriba"></${likes}>`,
      `<${likes} text="like abajo 1" ${OFFSCREEN_ATTRIBUTE}></${likes}>`,
      `<${likes} text="like abajo 2" ${OFFSCREEN_ATTRIBUTE}></${likes}>`,
    ].join('');
    const [inView, below, further] = [...document.querySelectorAll(likes)] as HTMLElement[];
    await act(async () => defineWidget(likes, Headline, { attributes: { text: 'string' } }));
    await runQueueToEnd();
    expect(inView).toHaveTextContent('like arriba');
    expect(inView).not.toHaveAttribute(QUEUED_ATTRIBUTE);
    for (const element of [below, further]) {
      expect(element).toBeEmptyDOMElement();
      expect(element).toHaveAttribute(QUEUED_ATTRIBUTE);
    }
    const observer = latestIntersectionObserver();
    expect(observer.rootMargin).toBe(`${LAZY_LOAD_THRESHOLD_PX}px`);
    expect([...observer.observed]).toEqual([below, further]);

    // The browser's first report of each: still far, so nothing renders.
    act(() => observer.report(below!, false));
    await runQueueToEnd();
    expect(below).toBeEmptyDOMElement();

    // The reader scrolls: the first comes near the viewport and renders in its turn; the second still waits.
    act(() => observer.report(below!, true));
    await runQueueToEnd();
    expect(below).toHaveTextContent('like abajo 1');
    expect(below).not.toHaveAttribute(QUEUED_ATTRIBUTE);
    expect(below).not.toHaveAttribute(OFFSCREEN_ATTRIBUTE);
    expect([...observer.observed]).toEqual([further]);
    expect(further).toBeEmptyDOMElement();
    expect(further).toHaveAttribute(QUEUED_ATTRIBUTE);
  } finally {
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: undefined });
  }
});

it('looks ahead: the first render of a tag starts a slice, and an element whose tag rendered too slowly for what the slice has left waits for the next', async () => {
  jest.useFakeTimers();
  let now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  /** Each render takes `cost` ms of the fake clock. */
  function Costly({ text, cost }: { text?: string; cost?: number }) {
    now += cost ?? 0;
    return <p>{text}</p>;
  }
  const [quick, slow] = [newTag(), newTag()];
  const quickCost = RENDER_SLICE_MS * 0.4;
  document.body.innerHTML = [
    ...['q1', 'q2', 'q3'].map((text) => `<${quick} text="${text}" cost="${quickCost}"></${quick}>`),
    ...['s1', 's2'].map((text) => `<${slow} text="${text}" cost="${RENDER_SLICE_MS * 0.6}"></${slow}>`),
  ].join('');
  const texts = () => [...document.querySelectorAll('p')].map((element) => element.textContent);
  await act(async () => {
    defineWidget(quick, Costly, { attributes: { text: 'string', cost: 'number' } });
    defineWidget(slow, Costly, { attributes: { text: 'string', cost: 'number' } });
  });
  const slices: string[][] = [];
  // React schedules timers of its own too: step until every element has rendered.
  for (let step = 0; step < 50 && texts().length < 5; step++) {
    const before = texts().length;
    await act(async () => jest.advanceTimersToNextTimer());
    slices.push(texts().slice(before));
  }
  // q3 would overrun (0.8 + 0.4 of a slice); s1 is its tag's first render; s2 would overrun (0.6 + 0.6).
  expect(slices.filter((slice) => slice.length > 0)).toEqual([['q1', 'q2'], ['q3'], ['s1'], ['s2']]);
});
