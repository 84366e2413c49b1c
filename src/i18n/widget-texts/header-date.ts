// The texts of <np-header>'s date line. They travel in its own chunk, not in np-core: the element
// file hands them to addMessages() before the widget is defined. Weekday 0 is Sunday and month 0
// is January (Date's numbering); each Catalan month carries its preposition ("de gener", "d’abril").
export const headerDateTextsEs = {
  'header.date': '{weekday}, {day} de {month} de {year}',
  'header.weekday.0': 'domingo',
  'header.weekday.1': 'lunes',
  'header.weekday.2': 'martes',
  'header.weekday.3': 'miércoles',
  'header.weekday.4': 'jueves',
  'header.weekday.5': 'viernes',
  'header.weekday.6': 'sábado',
  'header.month.0': 'enero',
  'header.month.1': 'febrero',
  'header.month.2': 'marzo',
  'header.month.3': 'abril',
  'header.month.4': 'mayo',
  'header.month.5': 'junio',
  'header.month.6': 'julio',
  'header.month.7': 'agosto',
  'header.month.8': 'septiembre',
  'header.month.9': 'octubre',
  'header.month.10': 'noviembre',
  'header.month.11': 'diciembre',
} as const;

export type HeaderDateTextKey = keyof typeof headerDateTextsEs;

export const headerDateTextsCa: Record<HeaderDateTextKey, string> = {
  'header.date': '{weekday}, {day} {month} del {year}',
  'header.weekday.0': 'diumenge',
  'header.weekday.1': 'dilluns',
  'header.weekday.2': 'dimarts',
  'header.weekday.3': 'dimecres',
  'header.weekday.4': 'dijous',
  'header.weekday.5': 'divendres',
  'header.weekday.6': 'dissabte',
  'header.month.0': 'de gener',
  'header.month.1': 'de febrer',
  'header.month.2': 'de març',
  'header.month.3': 'd’abril',
  'header.month.4': 'de maig',
  'header.month.5': 'de juny',
  'header.month.6': 'de juliol',
  'header.month.7': 'd’agost',
  'header.month.8': 'de setembre',
  'header.month.9': 'd’octubre',
  'header.month.10': 'de novembre',
  'header.month.11': 'de desembre',
};
