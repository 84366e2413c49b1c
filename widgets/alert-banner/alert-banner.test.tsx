import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../../test/support/fake-intersection-observer';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import { ALERT_AUTO_CLOSE_MS } from '../../src/constants';
import { SHOWN_ALERTS_KEY } from './alerts';
import './alert-banner.element';

const alert = (id: string, extra: object = {}) => ({ id, title: `Aviso ${id}`, text: 'Texto del aviso', image: { url: '/__demo/img/a.svg', alt: '' }, link: { href: '/noticias/', rel: '', target: '_blank', title: 'Más' }, ...extra });

beforeEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
  setPageConfig();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('<np-alert-banner>', () => {
  it('shows each alert and closes it by itself after 7 s', async () => {
    jest.useFakeTimers();
    placeWidget('np-alert-banner', { alerts: JSON.stringify([alert('a1'), alert('a2')]) });
    const list = await screen.findByRole('status');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Aviso a1' })).toHaveAttribute('rel', 'noopener noreferrer');
    act(() => jest.advanceTimersByTime(6_999));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes the alerts it showed together in one update: none is left a frame in which the next moves up into its place', async () => {
    // Each 7 s timer runs as a task of its own here, as in a browser, where a frame can come between two.
    const closing: Array<() => void> = [];
    const setTimer = window.setTimeout;
    jest.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) =>
      ms === ALERT_AUTO_CLOSE_MS ? closing.push(callback) : setTimer(callback, ms)) as typeof window.setTimeout);
    placeWidget('np-alert-banner', { alerts: JSON.stringify([alert('a1'), alert('a2'), alert('a3')]) });
    const list = await screen.findByRole('status');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(closing.length).toBeGreaterThan(0);
    act(() => closing[0]!());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closing one alert does not restart the 7 s of the others', async () => {
    jest.useFakeTimers();
    placeWidget('np-alert-banner', { alerts: JSON.stringify([alert('a1'), alert('a2')]) });
    const list = await screen.findByRole('status');
    act(() => jest.advanceTimersByTime(5_000));
    act(() => within(list).getByRole('button', { name: 'Cerrar el aviso: Aviso a1' }).click());
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an alert once per browser session; the close button closes it at once', async () => {
    placeWidget('np-alert-banner', { alerts: JSON.stringify([alert('a1')]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar el aviso: Aviso a1' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SHOWN_ALERTS_KEY) ?? '[]')).toEqual(['a1']);
    document.body.replaceChildren();
    placeWidget('np-alert-banner', { alerts: JSON.stringify([alert('a1'), alert('a3')]) });
    const list = await screen.findByRole('status');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Aviso a3')]);
  });

  it('skips malformed alerts and unsafe links, and sits 20 px below the ad and top containers', async () => {
    const header = document.createElement('div');
    header.className = 'site-header';
    header.getBoundingClientRect = () => ({ height: 100 }) as DOMRect;
    document.body.append(header);
    placeWidget('np-alert-banner', { alerts: JSON.stringify([{ title: 'sin id' }, 42, alert('a4', { link: { href: 'javascript:alert(1)' } })]) });
    const list = await screen.findByRole('status');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByRole('link')).toBeNull();
    expect(screen.getByRole('region', { name: 'Avisos' })).toHaveStyle({ top: '120px' });
  });

  it('takes the containers\' heights from an observation, not a measure as it renders, and shows only once placed', async () => {
    installFakeIntersectionObserver();
    try {
      const containers = ['ad--top', 'site-header'].map((name) => {
        const container = document.createElement('div');
        container.className = name;
        container.getBoundingClientRect = () => {
          throw new Error('measured as the banner rendered');
        };
        document.body.append(container);
        return container;
      });
      placeWidget('np-alert-banner', { alerts: JSON.stringify([alert('a5')]) });
      expect(screen.queryByRole('status')).toBeNull();
      const observer = FakeIntersectionObserver.instances.find((each) => each.observed.has(containers[0]!))!;
      expect([...observer.observed]).toEqual(containers);
      act(() => observer.report(containers[0]!, true, { width: 1280, height: 90 }));
      expect(screen.queryByRole('status')).toBeNull();
      act(() => observer.report(containers[1]!, true, { width: 1280, height: 133 }));
      expect(await screen.findByRole('status')).toHaveTextContent('Aviso a5');
      expect(screen.getByRole('region', { name: 'Avisos' })).toHaveStyle({ top: '243px' });
      expect(observer.observed.size).toBe(0);
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });
});
