import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../../test/support/fake-intersection-observer';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget, setAddress } from '../../test/support/widgets';
import '../header-search/header-search.element';
import './header.element';

const MENU = JSON.stringify([
  { text: 'Portada', href: '/' },
  { text: 'Noticias', href: '/noticias/' },
  { text: 'Trampa', href: 'javascript:alert(1)' },
  { text: 'Agenda', href: '/agenda/' },
]);

beforeEach(() => {
  document.body.replaceChildren();
  document.documentElement.style.overflow = '';
  setPageConfig();
  setAddress('/noticias/');
});

const menuToggle = () => screen.getByRole('button', { name: 'Menú' });
/** Named "Abrir el buscador" when closed and "Cerrar el buscador" when open. */
const searchToggle = () => screen.getByRole('button', { name: /el buscador$/ });

describe('<np-header>', () => {
  it('shows the brand, the date in the page language, the menu without hostile items, and the current section', async () => {
    const element = placeWidget('np-header', { menu: MENU });
    expect(element).toHaveAttribute('data-np-status', 'ready');
    expect(screen.getByRole('link', { name: 'El Diario' })).toHaveAttribute('href', '/');
    const expected = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full' }).format(new Date());
    expect(element.querySelector('time')).toHaveTextContent(expected);
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(nav).getAllByRole('link', { name: 'Noticias' })[0]).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Trampa' })).toBeNull();
    expect(element.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('renders the user button, the header search and the live-streams panel as nested widget elements', () => {
    const element = placeWidget('np-header', { menu: MENU, 'streaming-exclude-id': '4001' });
    expect(element.querySelector('np-user-button')).not.toBeNull();
    expect(element.querySelector('np-header-search')).not.toBeNull();
    expect(element.querySelector('np-streaming-panel')).toHaveAttribute('exclude-id', '4001');
    expect(element.querySelector('np-hot-topics')).toBeNull();
  });

  it('leaves the live-streams panel out on a site whose web features turn streaming off', () => {
    const block = document.getElementById('np-config')!;
    block.textContent = JSON.stringify({ ...(JSON.parse(block.textContent ?? '{}') as object), webFeatures: { '1': { streaming: false } } });
    const element = placeWidget('np-header', { menu: MENU });
    expect(element.querySelector('np-streaming-panel')).toBeNull();
    expect(element.querySelector('np-header-search')).not.toBeNull();
  });

  it('places the hot topics before, in the middle of or after the header content', () => {
    const topics = JSON.stringify([{ link: { id: '1', href: '/t/', rel: '', target: '', text: 'Tema' } }]);
    const order = (position: string) => {
      document.body.replaceChildren();
      const element = placeWidget('np-header', { menu: MENU, topics, 'topics-position': position });
      const strip = element.querySelector('np-hot-topics')!;
      expect(JSON.parse(strip.getAttribute('topics')!)).toEqual(JSON.parse(topics));
      const follows = (other: Element) => Boolean(other.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING);
      return [follows(element.querySelector('time')!), follows(element.querySelector('nav')!)];
    };
    expect(order('before')).toEqual([false, false]);
    expect(order('middle')).toEqual([true, false]);
    expect(order('after')).toEqual([true, true]);
  });

  it('opens the menu with every item, locks page scrolling, and Escape closes it with focus back on the toggle', async () => {
    const element = placeWidget('np-header', { menu: MENU });
    const menus: boolean[] = [];
    element.addEventListener('np:menu', (event) => menus.push((event as CustomEvent<{ open: boolean }>).detail.open));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(menuToggle().getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual(['Portada', 'Noticias', 'Agenda']);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
    expect(panel).not.toBeVisible();
    expect(document.documentElement.style.overflow).toBe('');
    expect(menus).toEqual([true, false]);
  });

  it('a click outside the menu closes it', async () => {
    const outside = document.createElement('p');
    outside.textContent = 'Fuera';
    document.body.append(outside);
    placeWidget('np-header', { menu: MENU });
    await userEvent.click(menuToggle());
    await userEvent.click(within(document.getElementById(menuToggle().getAttribute('aria-controls')!)!).getByRole('link', { name: 'Agenda' }));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(outside);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('never has the menu and the search layer open together', async () => {
    placeWidget('np-header', { menu: MENU });
    await userEvent.click(menuToggle());
    await userEvent.click(searchToggle());
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts at data-np-scroll="top" and the store follows the scroll state', () => {
    const element = placeWidget('np-header', { menu: MENU });
    expect(element).toHaveAttribute('data-np-scroll', 'top');
    act(() => {
      window.scrollY = 600;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(element).toHaveAttribute('data-np-scroll', 'hidden');
    expect(window.npStore?.getState().site.headerScroll).toEqual({ hidden: true, sticky: false, lastScrollY: 600 });
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(element).toHaveAttribute('data-np-scroll', 'sticky');
    expect(window.npStore?.getState().site.headerScroll).toEqual({ hidden: false, sticky: true, lastScrollY: 400 });
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(element).toHaveAttribute('data-np-scroll', 'top');
  });

  it('on a page opened scrolled past the threshold, is hidden from the first frame on', async () => {
    window.scrollY = 600;
    try {
      const element = placeWidget('np-header', { menu: MENU });
      await waitFor(() => expect(element).toHaveAttribute('data-np-scroll', 'hidden'));
      expect(window.npStore?.getState().site.headerScroll).toEqual({ hidden: true, sticky: false, lastScrollY: 600 });
    } finally {
      window.scrollY = 0;
    }
  });

  it('takes the starting position from an observation of the document, without reading scrollY as it mounts', async () => {
    installFakeIntersectionObserver();
    let reads = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => (reads += 1, 600) });
    try {
      const element = placeWidget('np-header', { menu: MENU });
      expect(reads).toBe(0);
      expect(element).toHaveAttribute('data-np-scroll', 'top');
      const observer = FakeIntersectionObserver.instances.find((each) => each.observed.has(document.documentElement))!;
      act(() => observer.report(document.documentElement, true, { width: 1280, height: 4000 }, { top: -600 }));
      expect(element).toHaveAttribute('data-np-scroll', 'hidden');
      expect(window.npStore?.getState().site.headerScroll).toEqual({ hidden: true, sticky: false, lastScrollY: 600 });
      expect(observer.observed.size).toBe(0);
      expect(reads).toBe(0);
      // It may slide only from the frame after the one that shows its first state.
      expect(element).not.toHaveAttribute('data-np-scroll-settled');
      await waitFor(() => expect(element).toHaveAttribute('data-np-scroll-settled'));
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('follows a scroll that comes before the first observation, which then changes nothing', () => {
    installFakeIntersectionObserver();
    try {
      const element = placeWidget('np-header', { menu: MENU });
      act(() => {
        window.scrollY = 600;
        window.dispatchEvent(new Event('scroll'));
      });
      expect(element).toHaveAttribute('data-np-scroll', 'hidden');
      const observer = FakeIntersectionObserver.instances.find((each) => each.observed.has(document.documentElement))!;
      act(() => observer.report(document.documentElement, true, { width: 1280, height: 4000 }, { top: 0 }));
      expect(element).toHaveAttribute('data-np-scroll', 'hidden');
    } finally {
      window.scrollY = 0;
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('speaks Catalan', () => {
    setPageConfig({ lang: 'ca' });
    const element = placeWidget('np-header', { menu: MENU });
    expect(screen.getByRole('navigation', { name: 'Seccions' })).toBeVisible();
    expect(element.querySelector('time')).toHaveTextContent(new Intl.DateTimeFormat('ca-ES', { dateStyle: 'full' }).format(new Date()));
  });
});
