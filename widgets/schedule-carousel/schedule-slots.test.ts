import { scheduleSlots } from './schedule-slots';

const card = (id: string, start: string, end: string, extra = {}) => ({ id, title: `Programa ${id}`, url: { href: `/programas/#${id}`, title: 'x' }, startTime: { date: `2026-03-18 ${start}:00.000000` }, endTime: { date: `2026-03-18 ${end}:00.000000` }, ...extra });

describe('schedule slots from the items attribute', () => {
  it('reads start and end as HH:mm, title and link', () => {
    expect(scheduleSlots([card('1', '06:00', '07:30')])).toEqual([{ id: '1', title: 'Programa 1', href: '/programas/#1', start: '06:00', end: '07:30' }]);
  });

  it('drops cards without a title or readable times, and unsafe links', () => {
    const slots = scheduleSlots([card('1', '25:00', '26:00'), { ...card('2', '06:00', '07:00'), title: '' }, card('3', '08:00', '09:00', { url: { href: 'javascript:alert(1)' } }), null, 'x']);
    expect(slots).toEqual([{ id: '3', title: 'Programa 3', href: '', start: '08:00', end: '09:00' }]);
    expect(scheduleSlots({ not: 'a list' })).toEqual([]);
  });
});
