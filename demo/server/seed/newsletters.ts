// Five newsletters; their names carry a little HTML, as the real ones do.
import type { NewsletterInfo } from './types';

export function generateNewsletters(): NewsletterInfo[] {
  return [
    { id: '1', name: '<strong>Matinal</strong>', description: 'Las claves del día, cada mañana a las 7.' },
    { id: '2', name: 'Resumen <em>de la semana</em>', description: 'Lo más leído de la semana, los domingos.' },
    { id: '3', name: '<strong>Cultura</strong> y ocio', description: 'Agenda, estrenos y planes para el fin de semana.' },
    { id: '4', name: 'Deportes <b>al minuto</b>', description: 'Resultados y crónicas de los equipos de la tierra.' },
    { id: '5', name: '<strong>Opinión</strong>', description: 'Las columnas de nuestros colaboradores.' },
  ];
}
