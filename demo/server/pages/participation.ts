// Participation pages: the contact form (/contacto), the user-content calls (/participa/8001 open,
// /participa/8002 closed) and the digital interview (/entrevista/8101, open for questions).
import type { Lang } from '../sites';
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { html } from './html';
import { layout } from './layout';
import { notFoundPage } from './not-found';
import { contactForm, digitalInterview, ugcForm } from './widgets';

const TEXTS: Record<Lang, { contactTitle: string; contactIntro: string; ugcKicker: string; interviewKicker: string }> = {
  es: {
    contactTitle: 'Contacto',
    contactIntro: 'Escríbenos para cualquier consulta, sugerencia o corrección. Te responderemos por correo electrónico.',
    ugcKicker: 'Participa',
    interviewKicker: 'Entrevista digital',
  },
  ca: {
    contactTitle: 'Contacte',
    contactIntro: 'Escriu-nos per a qualsevol consulta, suggeriment o correcció. Et respondrem per correu electrònic.',
    ugcKicker: 'Participa',
    interviewKicker: 'Entrevista digital',
  },
};

const HOUR_MS = 3_600_000;

export function contactPage(ctx: PageContext): PageResult {
  const texts = TEXTS[ctx.site.lang];
  const main = html`<div class="page-shell"><h1 class="page-title">${texts.contactTitle}</h1><p class="page-intro">${texts.contactIntro}</p>${contactForm()}</div>`;
  return htmlResult(layout(ctx, { title: texts.contactTitle, main, pageClass: 'page-contact' }));
}

export function ugcPage(ctx: PageContext, callId: string): PageResult {
  const call = ctx.state.participation.calls.get(callId);
  if (!call) return notFoundPage(ctx);
  const { title } = call.texts[ctx.site.lang];
  const main = html`<div class="page-shell"><p class="page-kicker">${TEXTS[ctx.site.lang].ugcKicker}</p><h1 class="page-title">${title}</h1>${ugcForm(call.id, call.closed)}</div>`;
  return htmlResult(layout(ctx, { title, main, pageClass: 'page-ugc' }));
}

/** The interview started an hour ago (rounded to the hour) and runs for a week: open for questions. */
export function interviewPage(ctx: PageContext, interviewId: string): PageResult {
  const interview = ctx.state.participation.interviews.get(interviewId);
  if (!interview) return notFoundPage(ctx);
  const { title } = interview.texts[ctx.site.lang];
  const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  const start = new Date(hour - HOUR_MS).toISOString();
  const end = new Date(hour + 7 * 24 * HOUR_MS).toISOString();
  const main = html`<div class="page-shell"><p class="page-kicker">${TEXTS[ctx.site.lang].interviewKicker}</p><h1 class="page-title">${title}</h1>${digitalInterview(interview.id, start, end)}</div>`;
  return htmlResult(layout(ctx, { title, main, pageClass: 'page-interview' }));
}
