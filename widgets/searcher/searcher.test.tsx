import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingCard } from '../../src/api/content';
import { stubApi, type RecordedCall, type StubAnswer } from '../../test/support/api-stub';
import { installFakeIntersectionObserver, isWatched, observerWatching } from '../../test/support/fake-intersection-observer';
import { setPageConfig } from '../../test/support/page-config';
import './searcher.element';

const card = (id: number, extra: Partial<ListingCard> = {}): ListingCard => ({
  id: String(id),
  title: `Titular ${id}`,
  url: `/noticia/${id}`,
  kicker: { text: 'Sociedad', href: '/noticias/' },
  description: ['<p>Entradilla <script>window.hacked = 1</script></p>'],
  publishedDate: { date: '2026-03-18 09:00:00.000000' },
  authors: [{ id: '1', name: 'Ana Pérez', url: '/autores/#autor-1' }],
  signature: 'Ana Pérez',
  category: { name: 'Sociedad' },
  image: null,
  multimedia: null,
  mediaInfo: { type: 'video', duration: 125 },
  articleNewsTypeEnum: 'news',
  ...extra,
});

const page = (ids: number[], cursorMark = '', numResults = ids.length) => ({ results: ids.map((id) => card(id)), numResults, searcherPayload: { cursorMark, categoryId: '', moduleId: '', limit: 20 } });

function place(attributes: Record<string, string> = {}, address = '/buscar/'): HTMLElement {
  window.history.replaceState(null, '', address);
  const element = document.createElement('np-searcher');
  act(() => {
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
  });
  return element;
}

const results = () => screen.findByRole('list', { name: 'Resultados' });
const searcherCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/webapi/searcher/'));

let answer: (call: RecordedCall) => StubAnswer;
let calls: RecordedCall[];

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  installFakeIntersectionObserver();
  answer = () => ({ body: page([1, 2, 3]) });
  calls = stubApi((call) => answer(call));
});
afterEach(() => jest.useRealTimers());

describe('<np-searcher mode="search">', () => {
  it('is idle without text, filters or dates: no call, a prompt, and ready', async () => {
    const element = place({ mode: 'search' });
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(screen.getByRole('status')).toHaveTextContent('Escribe lo que buscas o elige un filtro.');
    expect(calls).toHaveLength(0);
  });

  it('restores the search from the address and sends the searcher payload', async () => {
    const element = place({ mode: 'search', 'category-id': '7', 'module-id': '9', limit: '10' }, '/buscar/?searchText=puerto&video=true&startDate=2026-01-05&endDate=2026-01-09');
    const list = await results();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(searcherCalls(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/webapi/searcher/',
      data: { searchText: 'puerto', filterValues: ['video'], dateValue: { start: '2026-01-05 00:00:00', end: '2026-01-09 23:59:59' }, categoryId: '7', moduleId: '9', type: '', limit: 10 },
    });
    expect(screen.getByRole('searchbox', { name: 'Texto de búsqueda' })).toHaveValue('puerto');
    expect(screen.getByRole('checkbox', { name: 'Vídeos' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Fecha' })).toHaveValue('range');
    expect(screen.getByRole('status')).toHaveTextContent('3 resultados');
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('shows cards with kicker, title link, date, authors and multimedia badge, with the description sanitized', async () => {
    place({ mode: 'search' }, '/buscar/?searchText=puerto');
    const first = (await within(await results()).findAllByRole('article'))[0]!;
    expect(within(first).getByRole('link', { name: 'Titular 1' })).toHaveAttribute('href', '/noticia/1');
    expect(within(first).getByRole('link', { name: 'Sociedad' })).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Ana Pérez' })).toBeVisible();
    expect(first).toHaveTextContent('Vídeo · 2:05');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-03-18T09:00');
    // The sanitizer came with the answer: the description keeps its paragraph, without the script.
    expect(within(first).getByText('Entradilla').tagName).toBe('P');
    expect(first.querySelector('script')).toBeNull();
  });

  it('loads the images of the first two results at once and the others as they near the view', async () => {
    const withImage = (id: number) => card(id, { image: { url: `/img/${id}.jpg`, width: 16, height: 9 } });
    answer = () => ({ body: { ...page([1, 2, 3]), results: [1, 2, 3].map(withImage) } });
    place({ mode: 'search' }, '/buscar/?searchText=puerto');
    const list = await results();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect([...list.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual([null, null, 'lazy']);
  });

  it('needs 3 characters: 2 show the search error on the field and send nothing', async () => {
    place({ mode: 'search' });
    const field = await screen.findByRole('searchbox', { name: 'Texto de búsqueda' });
    await userEvent.type(field, 'ab{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Escribe al menos tres caracteres para buscar.');
    expect(calls).toHaveLength(0);
    await userEvent.type(field, 'c{Enter}');
    await waitFor(() => expect(searcherCalls(calls)).toHaveLength(1));
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(window.location.search).toBe('?searchText=abc');
  });

  it('shows 5 skeleton rows only after 1 s of loading', async () => {
    jest.useFakeTimers();
    let release = () => undefined as void;
    answer = () => ({ body: page([1]), pending: new Promise<void>((resolve) => (release = resolve)) });
    const element = place({ mode: 'search' }, '/buscar/?searchText=puerto');
    await act(async () => jest.advanceTimersByTime(999));
    expect(element.querySelectorAll('[data-np-skeleton]')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(element.querySelectorAll('[data-np-skeleton]')).toHaveLength(5);
    expect(screen.getByRole('list', { name: 'Resultados' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    await waitFor(() => expect(element.querySelectorAll('[data-np-skeleton]')).toHaveLength(0));
  });

  it('loads the next page with the cursor when the end of the list is near, until cursorMark is empty', async () => {
    answer = (call) => ({ body: call.url === '/webapi/searcher/' ? page([1, 2], 'next-1', 4) : page([2, 3, 4], '') });
    place({ mode: 'search' }, '/buscar/?searchText=puerto');
    const list = await results();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    const { observer, target } = observerWatching('.np-searcher__sentinel');
    act(() => observer.report(target, true));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    expect(searcherCalls(calls).map((call) => call.url)).toEqual(['/webapi/searcher/', '/webapi/searcher/next-1']);
    expect(searcherCalls(calls)[1]!.data).toEqual(searcherCalls(calls)[0]!.data);
    expect(isWatched('.np-searcher__sentinel')).toBe(false);
  });

  it('only logs a failed next page; the results stay and a button tries again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failNext = true;
    answer = (call) => (call.url === '/webapi/searcher/' ? { body: page([1, 2], 'next-1', 3) } : failNext ? { status: 500 } : { body: page([3]) });
    place({ mode: 'search' }, '/buscar/?searchText=puerto');
    const list = await results();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    const { observer, target } = observerWatching('.np-searcher__sentinel');
    act(() => observer.report(target, true));
    const more = await screen.findByRole('button', { name: 'Mostrar más resultados' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalled();
    failNext = false;
    await userEvent.click(more);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    warn.mockRestore();
    error.mockRestore();
  });

  it('only logs a failed search and searches again on the next submit', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => ({ timeout: true });
    const element = place({ mode: 'search' }, '/buscar/?searchText=puerto');
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(screen.queryByRole('alert')).toBeNull();
    answer = () => ({ body: page([5]) });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows the no-results message', async () => {
    answer = () => ({ body: page([]) });
    place({ mode: 'search' }, '/buscar/?searchText=zzzz');
    expect(await screen.findByText('No hay resultados para tu búsqueda.')).toBeVisible();
  });

  it('searches again when a filter changes, and writes it to the address', async () => {
    place({ mode: 'search' }, '/buscar/?searchText=puerto');
    await waitFor(() => expect(searcherCalls(calls)).toHaveLength(1));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Opinión' }));
    await waitFor(() => expect(searcherCalls(calls)).toHaveLength(2));
    expect(searcherCalls(calls)[1]!.data).toMatchObject({ filterValues: ['opinion'], searchText: 'puerto' });
    expect(window.location.search).toBe('?searchText=puerto&opinion=true');
  });

  it('a date option searches with its dates; the first date value did not', async () => {
    place({ mode: 'search' }, '/buscar/?searchText=puerto&startDate=2026-01-05&endDate=2026-01-05');
    await waitFor(() => expect(searcherCalls(calls)).toHaveLength(1));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fecha' }), 'today');
    await waitFor(() => expect(searcherCalls(calls)).toHaveLength(2));
    const { start, end } = (searcherCalls(calls)[1]!.data as { dateValue: { start: string; end: string } }).dateValue;
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(end.slice(0, 10)).toBe(start.slice(0, 10));
    expect(end.slice(11)).toBe('23:59:59');
  });

  it('clear filters resets text, dates, filters, the count and the address', async () => {
    place({ mode: 'search' }, '/buscar/?searchText=puerto&video=true&startDate=2026-01-05&endDate=2026-01-09');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 resultados'));
    await userEvent.click(screen.getByRole('button', { name: 'Borrar filtros' }));
    expect(screen.getByRole('searchbox', { name: 'Texto de búsqueda' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Vídeos' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Fecha' })).toHaveValue('any');
    expect(screen.getByRole('status')).not.toHaveTextContent('resultados');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(window.location.pathname + window.location.search).toBe('/buscar/');
  });
});

describe('other modes', () => {
  it('agenda searches upcoming events on arrival and offers future options', async () => {
    place({ mode: 'agenda' }, '/agenda/');
    await waitFor(() => expect(searcherCalls(calls)).toHaveLength(1));
    expect(searcherCalls(calls)[0]!.data).toMatchObject({ type: 'agenda' });
    const options = within(screen.getByRole('combobox', { name: 'Fecha' })).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);
    expect(options).toEqual(['any', 'today', 'tomorrow', 'nextWeek', 'nextWeekend', 'thisMonth', 'nextMonth', 'nextYear', 'range']);
  });

  it('archive: the address range is searched; choosing a date goes to its archive address without searching', async () => {
    const element = place({ mode: 'archive' }, '/hemeroteca/2025/01/05/2025/01/09');
    await waitFor(() => expect(searcherCalls(calls)).toHaveLength(1));
    expect(searcherCalls(calls)[0]!.data).toMatchObject({ dateValue: { start: '2025-01-05 00:00:00', end: '2025-01-09 23:59:59' } });
    expect(screen.getByRole('combobox', { name: 'Fecha' })).toHaveValue('range');
    const went: string[] = [];
    element.addEventListener('np:navigate', (event) => {
      event.preventDefault();
      went.push((event as CustomEvent<{ url: string }>).detail.url);
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fecha' }), 'yesterday');
    expect(went).toEqual(['/hemeroteca/ayer/']);
    expect(searcherCalls(calls)).toHaveLength(1);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('newsletter sends its type and taxonUrl', async () => {
    place({ mode: 'newsletter', 'taxon-url': '/boletines/matinal' }, '/boletines/archivo');
    await waitFor(() => expect(searcherCalls(calls)).toHaveLength(1));
    expect(searcherCalls(calls)[0]!.data).toMatchObject({ type: 'newsletter', taxonUrl: '/boletines/matinal' });
  });

  it('speaks Catalan on a ca page', async () => {
    setPageConfig({ lang: 'ca' });
    answer = () => ({ body: page([]) });
    place({ mode: 'search' }, '/buscar/?searchText=port');
    expect(await screen.findByText('No hi ha resultats per a la teva cerca.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Esborra els filtres' })).toBeVisible();
  });
});
