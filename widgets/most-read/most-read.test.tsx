import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPageConfig } from '../../test/support/page-config';
import { dangerousLeftovers, XSS_PAYLOADS } from '../../test/support/vectors/xss';
import { placeWidget } from '../../test/support/widgets';
import './most-read.element';

const card = (id: number, extra: Record<string, unknown> = {}) => ({ id: String(id), title: `Noticia ${id}`, url: `/noticia/${id}`, ...extra });
const READ = { label: 'Lo más leído', items: [card(1, { kicker: { text: 'Política' }, image: { url: '/__demo/img/c1.svg', width: 210, height: 210 } }), card(2), card(3)] };
const COMMENTED = { label: 'Lo más comentado', items: [card(4), card(5)] };

function place(tabs: unknown = [READ, COMMENTED]): HTMLElement {
  return placeWidget('np-most-read', { tabs: typeof tabs === 'string' ? tabs : JSON.stringify(tabs) });
}

const tabNamed = (name: string) => screen.getByRole('tab', { name });
const selectedPanel = () => screen.getByRole('tabpanel');
const rankedTitles = () => within(selectedPanel()).getAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => {
  act(() => document.body.replaceChildren());
  setPageConfig();
});

afterEach(() => jest.restoreAllMocks());

describe('<np-most-read>', () => {
  it('is a tablist of two tabs, the first selected at start, its panel labelled by it and showing its ranked list', () => {
    const element = place();
    const tablist = screen.getByRole('tablist', { name: 'Lo más popular' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Lo más leído', 'true', 0],
      ['Lo más comentado', 'false', -1],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Lo más leído' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('shows the ranked list as an ordered list of links with their numbers visible', () => {
    place();
    const list = within(selectedPanel()).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(rankedTitles()).toEqual(['1PolíticaNoticia 1', '2Noticia 2', '3Noticia 3']);
    const first = within(list).getByRole('link', { name: 'Política Noticia 1' });
    expect(first).toHaveAttribute('href', '/noticia/1');
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('selects a tab on click and shows only its panel', async () => {
    const user = userEvent.setup();
    place();
    await user.click(tabNamed('Lo más comentado'));
    expect(tabNamed('Lo más comentado')).toHaveAttribute('aria-selected', 'true');
    expect(tabNamed('Lo más leído')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toBe(screen.getByRole('tabpanel', { name: 'Lo más comentado' }));
    expect(rankedTitles()).toEqual(['1Noticia 4', '2Noticia 5']);
  });

  it('keyboard: Tab reaches only the selected tab; Right and Left move and select, wrapping; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    place();
    await user.tab();
    expect(tabNamed('Lo más leído')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabNamed('Lo más comentado')).toHaveFocus();
    expect(tabNamed('Lo más comentado')).toHaveAttribute('aria-selected', 'true');
    expect(tabNamed('Lo más comentado').tabIndex).toBe(0);
    expect(tabNamed('Lo más leído').tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}');
    expect(tabNamed('Lo más leído')).toHaveFocus();
    expect(tabNamed('Lo más leído')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tabNamed('Lo más comentado')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabNamed('Lo más leído')).toHaveFocus();
    expect(rankedTitles()[0]).toBe('1PolíticaNoticia 1');
    await user.keyboard('{End}');
    expect(tabNamed('Lo más comentado')).toHaveFocus();
    expect(rankedTitles()[0]).toBe('1Noticia 4');
    // From the selected tab, Tab goes into its panel, not to the other tab.
    await user.tab();
    expect(within(selectedPanel()).getByRole('link', { name: 'Noticia 4' })).toHaveFocus();
  });

  it('speaks Catalan', () => {
    setPageConfig({ lang: 'ca' });
    place([{ label: 'El més llegit', items: [card(1)] }, { label: 'El més comentat', items: [card(2)] }]);
    expect(screen.getByRole('tablist', { name: 'El més popular' })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'El més llegit' })).toBeVisible();
  });

  it.each([
    ['malformed JSON', '[{"label":'],
    ['not a list', '{"label":"x","items":[]}'],
    ['no tab with a card to show', JSON.stringify([{ label: 'A', items: [] }, { label: '', items: [card(1)] }, null])],
  ])('renders nothing, ready and without crashing, with %s, and says why in the console', (_label, tabs) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = place(tabs);
    expect(element).toBeEmptyDOMElement();
    expect(element).toHaveAttribute('data-np-status', 'ready');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('np-most-read'));
  });

  it('with one valid list, shows that one tab selected; with three, the first two', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    place([{ label: 'Sin noticias', items: [{ title: 'x', url: 'javascript:alert(1)' }] }, COMMENTED]);
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([['Lo más comentado', 'true']]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tab 1 has no card to show'));
    act(() => document.body.replaceChildren());
    place([READ, COMMENTED, { label: 'Tercera', items: [card(9)] }]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Lo más leído', 'Lo más comentado']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('holds 3 tabs instead of 2'));
  });

  it('shows hostile labels, kickers and titles as text, and leaves no unsafe address or runnable element', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hostileCard = (payload: string, index: number) => ({ id: `x${index}`, title: payload, url: index % 2 ? payload : `/noticia/${index}`, kicker: { text: payload }, image: { url: payload } });
    const element = place([
      { label: XSS_PAYLOADS[0], items: XSS_PAYLOADS.map(hostileCard) },
      { label: XSS_PAYLOADS[1], items: [...XSS_PAYLOADS].reverse().map(hostileCard) },
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([XSS_PAYLOADS[0], XSS_PAYLOADS[1]]);
    expect(within(selectedPanel()).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(dangerousLeftovers(element)).toEqual([]);
  });

  it('keeps the selection within the tabs when its attribute changes to fewer tabs', async () => {
    const user = userEvent.setup();
    const element = place();
    await user.click(tabNamed('Lo más comentado'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => element.setAttribute('tabs', JSON.stringify([READ])));
    expect(tabNamed('Lo más leído')).toHaveAttribute('aria-selected', 'true');
    expect(rankedTitles()).toHaveLength(3);
  });
});
