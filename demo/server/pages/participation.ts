// Participation pages: the contact form (/contacto), the user-content calls (/participa/8001 open,
// /participa/8002 closed).
import type { Lang } from '../sites';
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { html } from './html';
import { layout } from './layout';
import { notFoundPage } from './not-found';
import { contactForm, ugcForm } from './widgets';

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
