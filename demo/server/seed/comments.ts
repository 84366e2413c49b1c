// Comments on every content (some threads of 30 or more, one content with comments closed) and
// poll 7001, open for votes. Entity types come from src/api so the demo and the widgets agree.
import type { PublishedComment } from '../../../src/api/comments';
import type { PollOption } from '../../../src/api/poll';
import { addDays, parseApiDate } from './dates';
import { Random } from './prng';
import type { DemoContent } from './types';
import { PLACES } from './vocabulary';

/** A comment as the demo stores it: the published fields plus its state and author. */
export interface DemoComment extends PublishedComment {
  contentId: string;
  status: 'published' | 'pending';
  /** The reader who wrote it, for comments posted through the API; null for seeded ones. */
  authorId: string | null;
  reports: number;
}

export interface DemoPoll {
  id: string;
  question: string;
  options: PollOption[];
  /** ISO 8601. */
  start: string;
  end: string;
  /** Votes per option id, seeded and cast. */
  votes: Record<string, number>;
  /** Reader id to the option it chose: one vote per reader. */
  voters: Record<string, string>;
}

/** The content whose comments are closed (an article of today). */
export const CLOSED_COMMENTS_CONTENT_ID = '1002';
/** The thread with the most comments: 1001, the newest article. */
export const LONG_THREAD_CONTENT_ID = '1001';
export const POLL_ID = '7001';

const NICKS = ['vecina_del_4', 'Pepe Llorens', 'marina.r', 'ciclista_urbano', 'Joan F.', 'lectora_fiel', 'Rafa', 'anónimo77', 'Montse Vidal', 'el_del_bar', 'Toni', 'Aurora G.'];

const OPENINGS = ['Muy buen artículo.', 'No estoy de acuerdo.', 'Ya era hora.', 'Gracias por contarlo.', '¿Y nadie dice nada?', 'Lo vivo cada día.', 'Interesante.', 'Otra vez lo mismo.'];
const MIDDLES = [
  'En {place} llevamos años pidiendo lo mismo y nadie nos escucha.',
  'Habría que preguntar a los vecinos de {place} antes de decidir nada.',
  'El ayuntamiento debería explicar de dónde sale el dinero.',
  'Mi familia es de {place} y allí la situación es muy distinta.',
  'Lo importante es que se cumpla lo prometido, no los anuncios.',
  'Me parece una buena noticia para toda la comarca.',
];
const CLOSINGS = ['Veremos en qué queda.', 'Ojalá salga bien.', 'Seguiremos atentos.', '', 'Un saludo.'];

function commentText(random: Random): string {
  const place = random.pick(PLACES);
  const middle = random.pick(MIDDLES).replace('{place}', place);
  const closing = random.pick(CLOSINGS);
  return [random.pick(OPENINGS), middle, closing].filter(Boolean).join(random.chance(0.2) ? '\n' : ' ');
}

function commentCount(random: Random, index: number, content: DemoContent): number {
  if (content.id === LONG_THREAD_CONTENT_ID) return 34;
  if (content.id === CLOSED_COMMENTS_CONTENT_ID) return 8;
  return index % 5 === 0 ? random.int(30, 45) : random.int(0, 12);
}

/** Published comments per content id, oldest first. */
export function generateComments(contents: readonly DemoContent[]): Record<string, DemoComment[]> {
  const random = Random.forSection('comments');
  const threads: Record<string, DemoComment[]> = {};
  contents.forEach((content, index) => {
    let time = parseApiDate(content.publishedDate).getTime();
    const count = commentCount(random, index, content);
    threads[content.id] = Array.from({ length: count }, (_, position) => ({
      id: `${content.id}-${position + 1}`,
      contentId: content.id,
      name: random.pick(NICKS),
      date: new Date((time += random.int(2, 9) * 60_000)).toISOString(),
      text: commentText(random),
      likes: random.int(0, 25),
      dislikes: random.int(0, 8),
      status: 'published',
      authorId: null,
      reports: 0,
    }));
  });
  return threads;
}

/** Poll 7001: opened three days before the seed's day, closes thirty days after it. */
export function generatePoll(today: Date): DemoPoll {
  return {
    id: POLL_ID,
    question: '¿Usarías un carril bici en tu ciudad si fuera continuo y seguro?',
    options: [
      { id: '1', text: 'Sí, a diario' },
      { id: '2', text: 'Sí, de vez en cuando' },
      { id: '3', text: 'No' },
    ],
    start: addDays(today, -3).toISOString(),
    end: addDays(today, 30).toISOString(),
    votes: { '1': 48, '2': 31, '3': 21 },
    voters: {},
  };
}
