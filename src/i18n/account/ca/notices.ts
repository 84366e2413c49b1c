import type { noticesEs } from '../es/notices';

export const noticesCa: Record<keyof typeof noticesEs, string> = {
  'alerts.label': 'Avisos',
  'alerts.close': "Tanca l'avís: {title}",
  'errorPage.401.title': 'Has d’iniciar la sessió',
  'errorPage.401.text': 'Per veure aquesta pàgina has d’iniciar la sessió amb el teu compte.',
  'errorPage.403.title': 'Accés restringit',
  'errorPage.403.text': 'No tens permís per veure aquesta pàgina.',
  'errorPage.404.title': 'Pàgina no trobada',
  'errorPage.404.text': 'La pàgina que cerques no existeix o ha canviat d’adreça.',
  'errorPage.410.title': 'Contingut retirat',
  'errorPage.410.text': 'Aquest contingut ja no està disponible.',
  'errorPage.500.title': 'Alguna cosa ha fallat',
  'errorPage.500.text': 'Tenim problemes tècnics. Torna-ho a provar més tard.',
  'errorPage.home': 'Torna a la portada',
};
