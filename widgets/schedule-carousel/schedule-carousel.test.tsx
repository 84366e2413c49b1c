import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setPageConfig } from '../../test/support/page-config';

// Swiper is ESM-only and measures layout; in jsdom a plain list stands in for it (the browser test
// runs the real one).
jest.mock('swiper/modules', () => ({ Keyboard: {} }));
jest.mock('swiper/react', () => ({
  Swiper: ({ children, wrapperTag: Wrapper = 'div' }: { children: ReactNode; wrapperTag?: 'ul' | 'div' }) => <Wrapper>{children}</Wrapper>,
  SwiperSlide: ({ children, tag: Tag = 'div', className }: { children: ReactNode; tag?: 'li' | 'div'; className?: string }) => <Tag className={className}>{children}</Tag>,
}));

import './schedule-carousel.element';

const card = (id: number, start: string, end: string) => ({ id: String(id), title: `Programa ${id}`, url: { href: `/programas/#p${id}`, title: `Programa ${id}` }, startTime: { date: `2026-03-18 ${start}:00.000000` }, endTime: { date: `2026-03-18 ${end}:00.000000` } });
const ITEMS = [card(1, '00:00', '06:00'), card(2, '06:00', '09:30'), card(3, '09:30', '10:00'), card(4, '10:00', '23:59')];

function place(items: unknown = ITEMS): HTMLElement {
  const element = document.createElement('np-schedule-carousel');
  act(() => {
    element.setAttribute('items', JSON.stringify(items));
    document.body.append(element);
  });
  return element;
}

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
});
afterEach(() => jest.useRealTimers());

describe('<np-schedule-carousel>', () => {
  it('shows start time and title, and highlights exactly the slot on air', async () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 18, 9, 30, 20) });
    place();
    const schedule = await screen.findByRole('region', { name: 'Programación de hoy' });
    const links = within(schedule).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['00:00Programa 1', '06:00Programa 2En antena', '09:30Programa 3', '10:00Programa 4']);
    expect(schedule.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
    expect(links[1]).toHaveAttribute('aria-current', 'true');
  });

  it('moves the highlight on as the minutes pass', async () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 18, 9, 59, 0) });
    place();
    const schedule = await screen.findByRole('region', { name: 'Programación de hoy' });
    expect(within(schedule).getByRole('link', { name: /Programa 3/ })).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(2 * 60_000));
    expect(within(schedule).getByRole('link', { name: /Programa 4/ })).toHaveAttribute('aria-current', 'true');
    expect(schedule.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
  });

  it('renders nothing for items it cannot read', async () => {
    const element = place([{ title: 'x' }, 'nope']);
    await act(async () => undefined);
    expect(element.querySelector('section')).toBeNull();
  });
});
