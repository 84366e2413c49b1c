import { act, screen, within } from '@testing-library/react';
import { setPageConfig } from '../../test/support/page-config';
import './event-module.element';

const event = (id: number, occurrence: string, dates: object) => ({
  id: String(id),
  title: `Evento ${id}`,
  url: `/noticia/${id}`,
  publishedDate: { date: '2026-03-01 10:00:00.000000' },
  authors: [],
  category: { name: 'Agenda' },
  event: { eventOccurrenceType: occurrence, eventMultipleDates: [], timetable: ['De 20:00 a 22:00'], location: { name: 'Plaza Mayor', url: '/agenda/' }, address: 'Plaza Mayor, 1', modality: { name: 'Presencial', url: '/agenda/' }, thematics: [{ name: 'Música', url: '/agenda/' }], ...dates },
});
const day = (text: string) => ({ date: `${text} 20:00:00.000000` });

function place(events: unknown): HTMLElement {
  const element = document.createElement('np-event-module');
  act(() => {
    element.setAttribute('events', JSON.stringify(events));
    document.body.append(element);
  });
  return element;
}

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
});

describe('<np-event-module>', () => {
  it('shows the date badge of each occurrence type, whatever its spelling', async () => {
    const element = place([
      event(1, 'date-range', { eventStartDate: day('2026-03-20'), eventEndDate: day('2026-03-28') }),
      event(2, 'unique', { eventUniqueDate: day('2026-03-22') }),
      event(3, 'MultipleTimes', { eventMultipleDates: [day('2026-04-03'), day('2026-04-10'), day('2026-04-17')] }),
      event(4, 'OneTime', { eventUniqueDate: day('2026-05-01') }),
      event(5, 'icon', { eventStartDate: day('2026-06-01'), eventEndDate: day('2026-06-03') }),
    ]);
    const module = await screen.findByRole('region', { name: 'Próximos eventos' });
    const badges = [...element.querySelectorAll('[data-np-event-badge]')].map((badge) => [badge.getAttribute('data-np-event-badge'), badge.textContent]);
    expect(badges).toEqual([
      ['DateRange', 'Del 20 mar al 28 mar'],
      ['OneTime', '22 mar'],
      ['MultipleTimes', '3 abr y 2 fechas más'],
      ['OneTime', '1 may'],
      ['DateRange', 'Del 1 jun al 3 jun'],
    ]);
    const first = within(module).getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Evento 1' })).toHaveAttribute('href', '/noticia/1');
    expect(first).toHaveTextContent('LugarPlaza Mayor · Plaza Mayor, 1');
    expect(first).toHaveTextContent('ModalidadPresencial');
    expect(first).toHaveTextContent('TemáticaMúsica');
    expect(first).toHaveTextContent('HorarioDe 20:00 a 22:00');
    expect(element.querySelectorAll('[data-np-placeholder]')).toHaveLength(0);
  });

  it('completes the row with placeholders when there are fewer than 5 events', async () => {
    const element = place([event(1, 'one-time', { eventUniqueDate: day('2026-03-22') }), { broken: true }, { id: '7', title: 'Sin evento', url: '/noticia/7' }]);
    await screen.findByRole('region', { name: 'Próximos eventos' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(element.querySelectorAll('[data-np-placeholder]')).toHaveLength(4);
    document.body.replaceChildren();
    const empty = place('not a list');
    await screen.findByRole('region', { name: 'Próximos eventos' });
    expect(empty.querySelectorAll('[data-np-placeholder]')).toHaveLength(5);
  });
});
