import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STREAMING_POLL_MS } from '../../src/constants';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import './streaming-panel.element';

const stream = (id: string, extra: object = {}) => ({
  id,
  kicker: `Kicker ${id}`,
  title: `Emisión ${id}`,
  video: { href: `/video/${id}.m3u8` },
  audio: null,
  image: { image: { src: `/img/${id}.jpg`, alt: `Imagen ${id}` } },
  ...extra,
});

let api: FakeApi;
let hidden = false;

beforeAll(() => {
  // jsdom has <dialog> but not its methods: the browser tests cover the real ones.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});

beforeEach(() => {
  document.body.replaceChildren();
  document.documentElement.style.overflow = '';
  hidden = false;
  setPageConfig();
  api = fakeApi();
  api.on('GET', /^\/api\/front\/streaming\/list/, okBody({ streamingList: [stream('4002'), stream('4003', { audio: { href: '/radio.mp3' }, video: { href: 'javascript:alert(1)' } })] }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const calls = () => api.callsTo('GET', /^\/api\/front\/streaming\/list/).map((call) => call.url);

describe('<np-streaming-panel>', () => {
  it('asks for the list without the excluded stream, and opens a modal panel with kicker, title, image and links', async () => {
    placeWidget('np-streaming-panel', { 'exclude-id': '4001' });
    const toggle = screen.getByRole('button', { name: 'En directo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');
    const panel = screen.getByRole('dialog', { name: 'Emisiones en directo' });
    expect(panel.localName).toBe('dialog');
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Kicker 4002')).toBeVisible();
    expect(within(items[0]!).getByRole('heading', { name: 'Emisión 4002' })).toBeVisible();
    expect(within(items[0]!).getByRole('img', { name: 'Imagen 4002' })).toHaveAttribute('src', '/img/4002.jpg');
    expect(within(items[0]!).getByRole('link', { name: 'Ver: Emisión 4002' })).toHaveAttribute('href', '/video/4002.m3u8');
    expect(within(items[1]!).queryByRole('link', { name: /^Ver/ })).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Escuchar: Emisión 4003' })).toHaveAttribute('href', '/radio.mp3');
    expect(calls().every((url) => url === '/api/front/streaming/list/4001')).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: 'Cerrar las emisiones en directo' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('polls every 10 s while in the page, not while the tab is hidden, and stops when removed', async () => {
    jest.useFakeTimers();
    const element = placeWidget('np-streaming-panel');
    await act(async () => undefined);
    expect(calls()).toEqual(['/api/front/streaming/list']);
    await act(async () => jest.advanceTimersByTime(STREAMING_POLL_MS - 1));
    expect(calls()).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls()).toHaveLength(2);
    await act(async () => jest.advanceTimersByTime(STREAMING_POLL_MS * 2));
    expect(calls()).toHaveLength(4);
    hidden = true;
    await act(async () => jest.advanceTimersByTime(STREAMING_POLL_MS * 3));
    expect(calls()).toHaveLength(4);
    hidden = false;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(calls()).toHaveLength(5);
    act(() => element.remove());
    await act(async () => jest.advanceTimersByTime(STREAMING_POLL_MS * 5));
    expect(calls()).toHaveLength(5);
  });

  it('a failed call says so in the panel and never breaks it; the next poll fills it', async () => {
    jest.useFakeTimers();
    let fail = true;
    api.on('GET', '/api/front/streaming/list', () => (fail ? { status: 500, body: { httpCode: 500 } } : okBody({ streamingList: [stream('4002')] })));
    placeWidget('np-streaming-panel');
    await act(async () => undefined);
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('No se han podido cargar las emisiones en directo.');
    fail = false;
    await act(async () => jest.advanceTimersByTime(STREAMING_POLL_MS));
    await waitFor(() => expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(1));
  });

  it('says when there is no live stream, in Catalan too', async () => {
    setPageConfig({ lang: 'ca' });
    api.on('GET', '/api/front/streaming/list', okBody({ streamingList: [] }));
    placeWidget('np-streaming-panel');
    await userEvent.click(screen.getByRole('button', { name: 'En directe' }));
    expect(await within(screen.getByRole('dialog', { name: 'Emissions en directe' })).findByText('Ara no hi ha cap emissió en directe.')).toBeVisible();
  });
});
