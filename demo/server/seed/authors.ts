// Twenty authors with photo placeholder, social handle and a link into the authors listing.
import type { Author } from '../../../src/api/content';
import { imageUrl } from './images';
import { AUTHOR_NAMES } from './vocabulary';

export const FIRST_AUTHOR_ID = 501;

function handleOf(name: string): string {
  const [first = '', last = ''] = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ');
  return `${first}${last}`.replace(/[^a-z]/g, '');
}

export function generateAuthors(): Author[] {
  return AUTHOR_NAMES.map((name, index) => {
    const id = String(FIRST_AUTHOR_ID + index);
    const handle = handleOf(name);
    return {
      id,
      name,
      image: { url: imageUrl(`author-${id}`, '1-1', 210) },
      twitterAccount: { href: `https://twitter.com/${handle}`, text: `@${handle}` },
      url: `/autores/#autor-${id}`,
    };
  });
}
