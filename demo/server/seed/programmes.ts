// Sixty programmes over many letters, some starting with a digit.
import type { Programme } from '../../../src/api/programme';
import { imageAsset } from './images';
import { Random } from './prng';

export const FIRST_PROGRAMME_ID = 2001;

const NAMES = [
  '24 horas', '3 en raya', '7 días', '1 de cada 10', '90 minutos', 'A la fresca', 'Al ras', 'Arrels',
  'Aquí la tierra', 'Bon dia', 'Buenas noches', 'Bàsquet en joc', 'Cámara abierta', 'Con sabor', 'Crónica comarcal',
  'Cuina de casa', 'Debate abierto', 'De tarde', 'Diálogos', 'El club de la tarde', 'En ruta', 'Entre viñas',
  'Escola de música', 'Falles en directe', 'Fin de semana', 'Gent de mar', 'Graderío', 'Historias del puerto',
  'Horta viva', 'Info matí', 'Informativo noche', 'Jardines', 'Juego limpio', 'Kilómetro cero', 'La entrevista',
  'La mirada', 'Les notícies', 'Luz de gas', 'Mediterráneo', 'Mercados', 'Música al carrer', 'Noches de radio',
  'Nuestra gente', 'Objetivo salud', 'Paisajes', 'Pilota', 'Plaza pública', 'Què fem?', 'Quiero saber',
  'Rutas', 'Sobremesa', 'Sons del país', 'Tardeo', 'Tertulia', 'Un país en comú', 'Vamos al campo',
  'Viaje al centro', 'Welcome', 'Xarxa local', 'Zona zero',
];

const slug = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const RESUMES = [
  'Actualidad, entrevistas y servicio público para empezar el día.',
  'Los protagonistas de la semana, en conversación pausada.',
  'Un recorrido por los pueblos y las comarcas.',
  'Música en directo desde los escenarios de la tierra.',
  'Deporte local con los resultados al minuto.',
  'Cocina, mercado y producto de temporada.',
];

export function generateProgrammes(): Programme[] {
  const random = Random.forSection('programmes');
  return NAMES.map((name, index) => {
    const id = String(FIRST_PROGRAMME_ID + index);
    return {
      id,
      name,
      url: `/programas/#programa-${slug(name)}`,
      image: imageAsset(`programme-${id}`, name),
      resume: [`<p>${random.pick(RESUMES)}</p>`, `<p>De lunes a viernes a las <strong>${random.int(6, 23)}:00</strong>.</p>`],
      title: name,
    };
  });
}
