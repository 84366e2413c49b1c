// Event data for agenda contents, with every occurrence-type spelling the sources use.
import type { EventInfo, EventOccurrenceType } from '../../../src/api/content';
import { addDays, apiDate } from './dates';
import type { Random } from './prng';

export const OCCURRENCE_SPELLINGS: readonly EventOccurrenceType[] = [
  'DateRange', 'date-range', 'OneTime', 'one-time', 'unique', 'MultipleTimes', 'multiple-times', 'icon',
];

const MONTHS_ES = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre',
  'diciembre',
];
const THEMATICS = ['Música', 'Teatro', 'Exposiciones', 'Infantil', 'Deportes', 'Gastronomía', 'Cine', 'Literatura'];
const MODALITIES = ['Presencial', 'En línea', 'Híbrida'];
const VENUES = ['Auditorio', 'Casa de Cultura', 'Plaza Mayor', 'Museo Municipal', 'Teatro Principal', 'Parque Central'];

const slug = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');

const dayText = (date: Date): string => `${date.getDate()} de ${MONTHS_ES[date.getMonth()] ?? ''}`;

function kind(type: EventOccurrenceType): 'range' | 'multiple' | 'single' {
  if (type === 'DateRange' || type === 'date-range') return 'range';
  if (type === 'MultipleTimes' || type === 'multiple-times') return 'multiple';
  return 'single';
}

function withHour(day: Date, hour: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0);
}

function dates(random: Random, type: EventOccurrenceType, day: Date): Pick<
  EventInfo,
  'eventUniqueDate' | 'eventStartDate' | 'eventEndDate' | 'eventMultipleDates' | 'datesLiteral'
> {
  const hour = random.int(10, 21);
  const none = { eventUniqueDate: null, eventStartDate: null, eventEndDate: null, eventMultipleDates: [] };
  if (kind(type) === 'range') {
    const end = addDays(day, random.int(2, 20));
    return {
      ...none,
      eventStartDate: apiDate(withHour(day, hour)),
      eventEndDate: apiDate(withHour(end, 23)),
      datesLiteral: `Del ${dayText(day)} al ${dayText(end)}`,
    };
  }
  if (kind(type) === 'multiple') {
    const days = [day, addDays(day, 7), addDays(day, 14)];
    return {
      ...none,
      eventMultipleDates: days.map((each) => apiDate(withHour(each, hour))),
      datesLiteral: days.map(dayText).join(', '),
    };
  }
  return { ...none, eventUniqueDate: apiDate(withHour(day, hour)), datesLiteral: dayText(day) };
}

export function eventInfo(random: Random, type: EventOccurrenceType, day: Date, place: string): EventInfo {
  const venue = `${random.pick(VENUES)} de ${place}`;
  const modality = random.pick(MODALITIES);
  const start = random.int(10, 18);
  return {
    eventOccurrenceType: type,
    ...dates(random, type, day),
    timetable: [`De ${start}:00 a ${start + 2}:00`, ...(random.chance(0.5) ? [`De ${start + 3}:00 a ${start + 5}:00`] : [])],
    location: { name: venue, url: `/agenda/?lugar=${slug(venue)}` },
    address: `Plaza Mayor, ${random.int(1, 40)}, ${place}`,
    modality: { name: modality, url: `/agenda/?modalidad=${slug(modality)}` },
    thematics: random.sample(THEMATICS, random.int(1, 2)).map((name) => ({ name, url: `/agenda/?tematica=${slug(name)}` })),
  };
}
