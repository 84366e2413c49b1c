// The last-hour strip as a CMS template writes it inside <np-last-hour> (widgets/last-hour/README.md):
// the widget's own markup, element for element (first-paint.test.tsx compares the two). The
// headlines then paint with the page and work without JavaScript, and the widget renders the same
// strip over it.
import { translator } from '../../../src/i18n';
import { readHeadlines } from '../../../widgets/last-hour/headlines';
import type { Lang } from '../sites';
import { html, type SafeHtml } from './html';

/** One strip per page (under the header), so one fixed id for its title. */
const TITLE_ID = 'np-last-hour-title';

/** The strip for `items` (the element's attribute), or null when no headline is left to show. */
export function lastHourMarkup(items: unknown, lang: Lang): SafeHtml | null {
  const headlines = readHeadlines(items);
  if (headlines.length === 0) return null;
  const rows = headlines.map(
    ({ time, url, title }) =>
      html`<li class="np-last-hour__item">${time ? html`<time class="np-last-hour__time" datetime="${time.iso}">${time.text}</time>` : ''}<a class="np-last-hour__link" href="${url}">${title}</a></li>`,
  );
  return html`<section class="np-last-hour" data-np-first-page aria-labelledby="${TITLE_ID}"><h2 class="np-last-hour__title" id="${TITLE_ID}">${translator(lang)('lastHour.title')}</h2><ul class="np-last-hour__list">${rows}</ul></section>`;
}
