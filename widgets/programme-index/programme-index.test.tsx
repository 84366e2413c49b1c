import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi, type RecordedCall, type StubAnswer } from '../../test/support/api-stub';
import { installFakeIntersectionObserver, observerWatching } from '../../test/support/fake-intersection-observer';
import { setPageConfig, setWindowWidth } from '../../test/support/page-config';
import { adSlotAfter } from './programme-items';
import './programme-index.element';

const programme = (id: number) => `<article data-programme-id="${id}"><a href="/programas/#p${id}"><h2>Programa ${id}</h2></a><div><p>Resumen <img src=x onerror="window.hacked=1"></p></div></article>`;
const page = (from: number, count: number, cursorMark = '') => ({ html: Array.from({ length: count }, (_, index) => programme(from + index)).join('\n'), cursorMark });

let answer: (call: RecordedCall) => StubAnswer;
let calls: RecordedCall[];

function place(firstPage?: { html: string; cursorMark: string }): HTMLElement {
  const element = document.createElement('np-programme-index');
  if (firstPage) element.innerHTML = `<div data-np-first-page data-cursor-mark="${firstPage.cursorMark}">${firstPage.html}</div>`;
  act(() => document.body.append(element));
  return element;
}

const list = () => screen.findByRole('list', { name: 'Programas' });
const programmes = async () => within(await list()).queryAllByRole('article');

beforeEach(() => {
  document.body.replaceChildren();
  setWindowWidth(1280);
  setPageConfig();
  installFakeIntersectionObserver();
  answer = (call) => ({ body: call.url.endsWith('/search/') ? page(1, 12, 'c12') : page(13, 12, '') });
  calls = stubApi((call) => answer(call));
});

describe('<np-programme-index>', () => {
  it('asks for 12 programmes of type program ordered by last published content, and sanitizes them', async () => {
    const element = place();
    await waitFor(async () => expect(await programmes()).toHaveLength(12));
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/webapi/shows/search/', params: { limit: 12, types: 'program', orderBy: 'lastPublishedContentDate' } });
    expect(element.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('puts an ad slot after the 6th, 12th and 18th programme', async () => {
    const element = place();
    await waitFor(async () => expect(await programmes()).toHaveLength(12));
    const { observer, target } = observerWatching('.np-programme-index__sentinel');
    act(() => observer.report(target, true));
    await waitFor(async () => expect(await programmes()).toHaveLength(24));
    expect(calls.map((call) => call.url)).toEqual(['/webapi/shows/search/', '/webapi/shows/search/c12']);
    const rows = within(await list()).getAllByRole('listitem');
    const adsAfter = rows.flatMap((row, index) => (row.querySelector('np-ad-slot') ? [rows.slice(0, index).filter((each) => each.querySelector('article')).length] : []));
    expect(adsAfter).toEqual([6, 12, 18]);
    const position = JSON.parse(element.querySelector('np-ad-slot')!.getAttribute('position')!);
    expect(position).toMatchObject({ code: 'list6', slotType: 'box', adUnitCode: '/1234/diario/programas' });
    expect([5, 11, 17].every(adSlotAfter)).toBe(true);
  });

  it('filters by letter (# and A-Z as buttons, the chosen one aria-current) and by text; an empty text shows the letter again', async () => {
    place();
    await waitFor(async () => expect(await programmes()).toHaveLength(12));
    const letters = screen.getByRole('navigation', { name: 'Programas por letra' });
    expect(within(letters).getAllByRole('button')).toHaveLength(28);
    await userEvent.click(within(letters).getByRole('button', { name: 'B' }));
    await waitFor(() => expect(calls.at(-1)!.params).toMatchObject({ letter: 'B' }));
    expect(within(letters).getByRole('button', { name: 'B' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(letters).getByRole('button', { name: 'Programas que empiezan por un número' }));
    await waitFor(() => expect(calls.at(-1)!.params).toMatchObject({ letter: '#' }));
    const field = screen.getByRole('searchbox', { name: 'Buscar un programa' });
    await userEvent.type(field, 'tertulia{Enter}');
    await waitFor(() => expect(calls.at(-1)!.params).toMatchObject({ letter: '#', text: 'tertulia' }));
    await userEvent.clear(field);
    await waitFor(() => expect(calls.at(-1)!.params.text).toBeUndefined());
  });

  it('is a dropdown of letters under 1100 px', async () => {
    setWindowWidth(1099);
    setPageConfig();
    place();
    const select = await screen.findByRole('combobox', { name: 'Letra' });
    expect(screen.queryByRole('navigation', { name: 'Programas por letra' })).toBeNull();
    await userEvent.selectOptions(select, 'Z');
    await waitFor(() => expect(calls.at(-1)!.params).toMatchObject({ letter: 'Z' }));
  });

  it('shows search.no-results when nothing matches', async () => {
    answer = () => ({ body: { html: '', cursorMark: '' } });
    place();
    expect(await screen.findByText('No hemos encontrado ningún programa.')).toBeVisible();
  });

  it('only logs failures: the letters stay usable and choosing again retries', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => ({ status: 500 });
    const element = place();
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(screen.queryByRole('alert')).toBeNull();
    answer = () => ({ body: page(1, 3) });
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    await waitFor(async () => expect(await programmes()).toHaveLength(3));
    warn.mockRestore();
    error.mockRestore();
  });

  describe('with a first page rendered by the server inside it', () => {
    it('starts from it without a first call, moving its own nodes into the list between its ad slots', async () => {
      const element = place(page(1, 12, 'c12'));
      const serverProgrammes = [...element.querySelectorAll('article')];
      await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
      expect(await programmes()).toEqual(serverProgrammes);
      expect(calls).toEqual([]);
      expect(element.querySelector('[data-np-first-page]')).toBeNull();
      expect(element.querySelectorAll('np-ad-slot')).toHaveLength(2);
    });

    it('asks for the next page with its cursor, and for a letter with a first call', async () => {
      place(page(1, 12, 'c12'));
      await waitFor(async () => expect(await programmes()).toHaveLength(12));
      const { observer, target } = observerWatching('.np-programme-index__sentinel');
      act(() => observer.report(target, true));
      await waitFor(async () => expect(await programmes()).toHaveLength(24));
      expect(calls.map((call) => call.url)).toEqual(['/webapi/shows/search/c12']);
      answer = () => ({ body: page(40, 2) });
      await userEvent.click(screen.getByRole('button', { name: 'B' }));
      await waitFor(async () => expect(await programmes()).toHaveLength(2));
      expect(calls.at(-1)).toMatchObject({ url: '/webapi/shows/search/', params: { letter: 'B' } });
    });

    it('shows no-results for an empty first page and no infinite scroll without a cursor', async () => {
      place({ html: '', cursorMark: '' });
      expect(await screen.findByText('No hemos encontrado ningún programa.')).toBeVisible();
      expect(calls).toEqual([]);
    });

    it('ignores a first page nested deeper than its children (the server puts it right inside)', async () => {
      const element = document.createElement('np-programme-index');
      element.innerHTML = `<section><div data-np-first-page data-cursor-mark="">${page(90, 1).html}</div></section>`;
      act(() => document.body.append(element));
      await waitFor(async () => expect(await programmes()).toHaveLength(12));
      expect(calls.map((call) => call.url)).toEqual(['/webapi/shows/search/']);
    });
  });
});
