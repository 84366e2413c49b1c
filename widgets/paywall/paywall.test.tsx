import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PAYWALL_SHOWROOM_MESSAGE_ID, type PaywallData, type PaywallMessage } from '../../src/api/paywall';
import { PAYWALL_VERSION_COOKIE } from '../../src/paywall/version';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { dangerousLeftovers, XSS_PAYLOADS } from '../../test/support/vectors/xss';
import { placeWidget, setAddress } from '../../test/support/widgets';
import { WidgetHostContext, type WidgetHost } from '../../src/elements/widget-host';
import { t } from '../../src/i18n';
import { getStore } from '../../src/store';
import { Paywall } from './Paywall';
import { counterLine } from './PaywallMessageView';
import './paywall.element';

const MESSAGES_URL = '/api/front/paywall/0/messages';

const message = (id: string, type: PaywallMessage['type'], extra: Partial<PaywallMessage> = {}): PaywallMessage => ({
  id, type, canBeClosed: true, logoText: 'El Diario', logoUrl: '/logo.svg', logo: true, smallText: 'Exclusivo', principalText: `Mensaje ${id}`,
  aboveButtonText: 'Encima', buttonText: 'Regístrate', buttonUrl: '/registro', button2Text: 'Entra', button2Url: '/acceso', underButtonText: 'Debajo',
  bottomText: 'Condiciones', bottomUrl: '/condiciones', position: type === 'floating-box' ? 'bottom-left' : null,
  counterText: null, numConsumedContent: null, maxConsumedContent: null, ...extra,
});

const MESSAGES = [
  message('1', 'bottom-bar'),
  message('2', 'floating-box', { position: 'center' }),
  message('3', 'floating-counter', { counterText: 'Has leído {numConsumedContent} de {maxConsumedContent}', numConsumedContent: 3, maxConsumedContent: 5 }),
  message('4', 'modal'),
  message('5', 'modal', { canBeClosed: false }),
  message(PAYWALL_SHOWROOM_MESSAGE_ID, 'modal', { canBeClosed: false, principalText: 'Vista previa' }),
];

const denied = (messageIds: string[]): PaywallData => ({ accessGranted: false, messageIds, userCounter: 2, userRfv: 7, conditionName: 'demo' });

let api: FakeApi;

function placePaywall(data: unknown, contentId = '1007'): HTMLElement {
  return placeWidget('np-paywall', data === undefined ? { 'content-id': contentId } : { 'content-id': contentId, access: JSON.stringify(data) });
}

const settled = (element: HTMLElement) => waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
const paywallMessage = () => document.querySelector<HTMLElement>('[data-np-paywall-type]');

beforeEach(() => {
  document.body.replaceChildren();
  document.documentElement.style.overflow = '';
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  setAddress('/noticia/1007');
  setPageConfig({ webFeatures: { '1': { paywall: true } } });
  api = fakeApi();
  api.on('GET', MESSAGES_URL, okBody(MESSAGES));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('<np-paywall>', () => {
  it.each([
    ['1', 'bottom-bar'],
    ['2', 'floating-box'],
    ['3', 'floating-counter'],
    ['4', 'modal'],
  ])('shows message messageIds[0] = %s as a %s with every field', async (id, type) => {
    placePaywall(denied([id, '4']));
    await waitFor(() => expect(paywallMessage()).toHaveAttribute('data-np-paywall-type', type));
    const shown = paywallMessage()!;
    expect(within(shown).getByText(`Mensaje ${id}`)).toBeVisible();
    expect(within(shown).getByRole('img', { name: 'El Diario' })).toHaveAttribute('src', '/logo.svg');
    for (const text of ['Exclusivo', 'Encima', 'Debajo']) expect(within(shown).getByText(text)).toBeVisible();
    expect(within(shown).getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/registro');
    expect(within(shown).getByRole('link', { name: 'Entra' })).toHaveAttribute('href', '/acceso');
    expect(within(shown).getByRole('link', { name: 'Condiciones' })).toHaveAttribute('href', '/condiciones');
    expect(api.callsTo('GET', MESSAGES_URL)).toHaveLength(1);
  });

  it('the floating counter fills counterText with numConsumedContent and maxConsumedContent', async () => {
    placePaywall(denied(['3']));
    expect(await screen.findByText('Has leído 3 de 5')).toBeVisible();
    expect(counterLine(message('x', 'floating-counter', { numConsumedContent: 1, maxConsumedContent: 4 }))).toBe('1 / 4');
    expect(counterLine(message('x', 'floating-counter', { counterText: '{numConsumedContent}/{maxConsumedContent}' }))).toBe('{numConsumedContent}/{maxConsumedContent}');
  });

  it('a floating box sits at its position', async () => {
    placePaywall(denied(['2']));
    await waitFor(() => expect(paywallMessage()).toHaveClass('np-paywall__message--center'));
  });

  it('a closable message closes with its button', async () => {
    placePaywall(denied(['1']));
    await waitFor(() => expect(paywallMessage()).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar el aviso de acceso' }));
    expect(paywallMessage()).toBeNull();
  });

  it('a closable modal is a modal dialog that Esc closes', async () => {
    placePaywall(denied(['4']));
    const dialog = await screen.findByRole('dialog', { name: 'Mensaje 4' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a modal that cannot be closed has no close button, refuses Esc and locks the page scroll until it goes', async () => {
    const element = placePaywall(denied(['5']));
    const dialog = await screen.findByRole('dialog', { name: 'Mensaje 5' });
    expect(within(dialog).queryByRole('button')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Mensaje 5' })).toBeVisible();
    element.remove();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('showroom (the store preview flag) replaces the messages with the fake id, and never locks scroll', async () => {
    setPageConfig({ preview: true, webFeatures: { '1': { paywall: true } } });
    placePaywall(denied(['1']));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('showroom also from ?preview=1', async () => {
    setAddress('/noticia/1007?preview=1');
    placePaywall(denied(['4']));
    expect(await screen.findByRole('dialog', { name: 'Vista previa' })).toBeVisible();
  });

  it.each([
    ['access is granted', { ...denied(['1']), accessGranted: true }, { '1': { paywall: true } }],
    ['the paywall web feature is off', denied(['1']), { '1': { paywall: false } }],
    ['there is no message id', denied([]), { '1': { paywall: true } }],
  ])('shows nothing and asks nothing when %s', async (_, data, webFeatures) => {
    setPageConfig({ webFeatures });
    const element = placePaywall(data);
    await settled(element);
    expect(paywallMessage()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['access is granted', { ...denied(['1']), accessGranted: true }, false],
    ['there is no message id', denied([]), false],
    ['a message waits for its call', denied(['1']), true],
  ])('is ready with its first render when %s: no second render to wait for', (_, data, waits) => {
    const markReady = jest.fn();
    const host: WidgetHost = { element: document.createElement('np-paywall'), tag: 'np-paywall', t, markReady, emit: jest.fn() };
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    // As the render queue renders an element: in one task, effects included.
    flushSync(() =>
      root.render(
        <Provider store={getStore()}>
          <WidgetHostContext.Provider value={host}>
            <Paywall contentId="1007" access={data} />
          </WidgetHostContext.Provider>
        </Provider>,
      ),
    );
    expect(markReady).toHaveBeenCalledTimes(waits ? 0 : 1);
    act(() => root.unmount());
  });

  it('caches the paywall data in a cookie per content and uses it when the attribute is missing', async () => {
    placePaywall(denied(['3']));
    await waitFor(() => expect(paywallMessage()).not.toBeNull());
    expect(JSON.parse(Cookies.get('np_paywall_1007') ?? '{}')).toEqual(denied(['3']));
    document.body.replaceChildren();
    placePaywall(undefined);
    await waitFor(() => expect(paywallMessage()).toHaveAttribute('data-np-paywall-type', 'floating-counter'));
    document.body.replaceChildren();
    const other = placePaywall(undefined, '1017');
    await settled(other);
    expect(paywallMessage()).toBeNull();
  });

  it('asks for the messages of the test version in the paywall-version cookie', async () => {
    Cookies.set(PAYWALL_VERSION_COOKIE, 'prueba-2026', { path: '/' });
    api.on('GET', '/api/front/paywall/prueba-2026/messages', okBody([message('1', 'bottom-bar', { principalText: 'Prueba' })]));
    placePaywall(denied(['1']));
    expect(await screen.findByText('Prueba')).toBeVisible();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/front/paywall/prueba-2026/messages']);
  });

  it.each([
    ['fails', { status: 500, body: { httpCode: 500 } }],
    ['does not hold the message', okBody([message('9', 'modal')])],
    ['is not a list', okBody({ messages: 'x' })],
  ] as const)('shows nothing, and the page carries on, when the messages call %s', async (_, answer) => {
    api.on('GET', MESSAGES_URL, answer);
    const element = placePaywall(denied(['1']));
    await settled(element);
    expect(paywallMessage()).toBeNull();
    expect(element.querySelector('.np-paywall')).not.toBeNull();
  });

  it('links only to http(s) or site-relative addresses: hostile URLs lose their link, texts stay text', async () => {
    const hostile = message('1', 'bottom-bar', { buttonUrl: 'javascript:alert(1)', button2Url: 'data:text/html,<script>alert(1)</script>', bottomUrl: ' javascript:alert(1)', logoUrl: 'javascript:alert(1)', principalText: '<img src=x onerror=alert(1)>' });
    api.on('GET', MESSAGES_URL, okBody([hostile]));
    placePaywall(denied(['1']));
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    const shown = paywallMessage()!;
    expect(within(shown).queryAllByRole('link')).toHaveLength(0);
    expect(within(shown).queryByRole('img')).toBeNull();
    expect(within(shown).getByText('Condiciones')).toBeVisible();
  });

  it('no XSS vector of our set becomes a link or an element', async () => {
    api.on('GET', MESSAGES_URL, okBody(XSS_PAYLOADS.map((payload, index) => message(String(index), 'bottom-bar', { buttonUrl: payload, button2Url: payload, bottomUrl: payload, logoUrl: payload, principalText: payload }))));
    for (const index of XSS_PAYLOADS.keys()) {
      document.body.replaceChildren();
      placePaywall(denied([String(index)]));
      await waitFor(() => expect(paywallMessage()).not.toBeNull());
      expect(dangerousLeftovers(paywallMessage()!)).toEqual([]);
    }
    // One placement per vector of our set: longer than jest's default 5 s.
  }, 60_000);

  it('Catalan pages get the Catalan close label', async () => {
    setPageConfig({ lang: 'ca', webFeatures: { '1': { paywall: true } } });
    placePaywall(denied(['1']));
    expect(await screen.findByRole('button', { name: "Tanca l'avís d'accés" })).toBeVisible();
  });
});
