// Headlines and paragraphs made from the vocabulary.
import type { Random } from './prng';
import {
  ACTIONS, BLOG_TEMPLATES, EVENT_TEMPLATES, OBJECTS, OPINION_TEMPLATES, OPINION_TOPICS, PLACES, SENTENCES, SUBJECTS,
} from './vocabulary';

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function fill(template: string, place: string, topic = ''): string {
  return template
    .replace(/\{place\}/g, place)
    .replace(/\{Topic\}/g, capitalise(topic))
    .replace(/\{topic\}/g, topic);
}

export function newsHeadline(random: Random, place: string): string {
  const [subject, number] = random.pick(SUBJECTS);
  const [singular, plural] = random.pick(ACTIONS);
  return `${fill(subject, place)} ${number === 'one' ? singular : plural} ${random.pick(OBJECTS)}`;
}

export function opinionHeadline(random: Random): string {
  return fill(random.pick(OPINION_TEMPLATES), '', random.pick(OPINION_TOPICS));
}

export function blogHeadline(random: Random, place: string): string {
  return fill(random.pick(BLOG_TEMPLATES), place, random.pick(OPINION_TOPICS));
}

export function eventHeadline(random: Random, place: string): string {
  return fill(random.pick(EVENT_TEMPLATES), place);
}

export function pickPlace(random: Random): string {
  return random.pick(PLACES);
}

export function sentence(random: Random, place: string): string {
  return fill(random.pick(SENTENCES), place);
}

/** A paragraph of distinct sentences. */
export function paragraph(random: Random, place: string, sentences: number): string {
  return random.sample(SENTENCES, sentences).map((each) => fill(each, place)).join(' ');
}

/** Card description: one or two HTML fragments. */
export function description(random: Random, place: string): string[] {
  const first = `<strong>${place}.</strong> ${sentence(random, place)}`;
  return random.chance(0.4) ? [first, `<em>${sentence(random, place)}</em>`] : [first];
}

/** Article body: five to seven paragraphs, one of them with a link to the archive. */
export function articleBody(random: Random, place: string): string[] {
  const count = random.int(5, 7);
  const body: string[] = [];
  for (let i = 0; i < count; i += 1) body.push(paragraph(random, place, random.int(2, 4)));
  const linked = random.int(1, count - 1);
  body[linked] = `${body[linked] ?? ''} Más información en la <a href="/hemeroteca/">hemeroteca</a>.`;
  return body;
}
