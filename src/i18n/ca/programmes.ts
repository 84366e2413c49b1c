import type { programmesEs } from '../es/programmes';

export const programmesCa: Record<keyof typeof programmesEs, string> = {
  'search.no-results': 'No hem trobat cap programa.',
  'programmes.label': 'Índex de programes',
  'programmes.letters': 'Programes per lletra',
  'programmes.letter': 'Lletra',
  'programmes.allLetters': 'Totes',
  'programmes.digits': 'Programes que comencen per un número',
  'programmes.text': 'Cerca un programa',
  'programmes.submit': 'Cerca',
  'programmes.list': 'Programes',
  'programmes.loading': 'Carregant programes',
  'programmes.more': 'Mostra més programes',
  'programmes.nav': 'Seccions del programa',
  'programmes.menu': 'Menú del programa',
  'schedule.label': "Programació d'avui",
  'schedule.onAir': 'En antena',
  'schedule.previous': 'Anteriors',
  'schedule.next': 'Següents',
};
