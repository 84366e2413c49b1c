// Every page route of a site, in one table. A route not listed answers the 404 page.
import { forgotPasswordPage, loginPage, logout, newPasswordPage, profilePage, registerPage } from './account';
import { articlePage } from './article';
import type { PageContext, PageResult } from './context';
import {
  agendaPage, archivePage, archiveRangePage, archiveTodayPage, archiveYesterdayPage, newsletterIssuesPage, programmesPage, searcherPage,
  searchOpeningPage, searchTextPage,
} from './discovery';
import { frontPage } from './front';
import { authorsListing, blogListing, eventsListing, newsListing, newsletterArchive, opinionListing } from './listings';
import { notFoundPage } from './not-found';
import { contactPage, interviewPage, ugcPage } from './participation';

interface PageRoute {
  pattern: RegExp;
  /** A path this route serves, for tests that visit every page (the engine suite). */
  example: string;
  render: (ctx: PageContext, groups: string[]) => PageResult;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: /^\/$/, example: '/', render: frontPage },
  { pattern: /^\/noticia\/(\d+)$/, example: '/noticia/1001', render: (ctx, [id = '']) => articlePage(ctx, id) },
  { pattern: /^\/acceso\/?$/, example: '/acceso', render: loginPage },
  { pattern: /^\/acceso\/recuperar\/?$/, example: '/acceso/recuperar', render: forgotPasswordPage },
  { pattern: /^\/acceso\/nueva-contrasena\/?$/, example: '/acceso/nueva-contrasena?token=demo', render: newPasswordPage },
  { pattern: /^\/registro\/?$/, example: '/registro', render: registerPage },
  { pattern: /^\/perfil\/mi-cuenta\/?$/, example: '/perfil/mi-cuenta', render: (ctx) => profilePage(ctx, 'user') },
  { pattern: /^\/perfil\/contenidos-guardados\/?$/, example: '/perfil/contenidos-guardados', render: (ctx) => profilePage(ctx, 'favourites') },
  { pattern: /^\/perfil\/autores\/?$/, example: '/perfil/autores', render: (ctx) => profilePage(ctx, 'authors') },
  { pattern: /^\/perfil\/boletines\/?$/, example: '/perfil/boletines', render: (ctx) => profilePage(ctx, 'newsletters') },
  { pattern: /^\/logout\/?$/, example: '/logout', render: logout },
  { pattern: /^\/buscar$/, example: '/buscar', render: searchOpeningPage },
  { pattern: /^\/buscar\/$/, example: '/buscar/', render: searcherPage },
  { pattern: /^\/buscar\/([^/]+)\/?$/, example: '/buscar/concierto', render: (ctx, [text = '']) => searchTextPage(ctx, text) },
  { pattern: /^\/agenda\/?$/, example: '/agenda/', render: agendaPage },
  { pattern: /^\/agenda\/eventos\/?$/, example: '/agenda/eventos/', render: eventsListing },
  { pattern: /^\/hemeroteca\/?$/, example: '/hemeroteca/', render: archivePage },
  { pattern: /^\/hemeroteca\/hoy\/?$/, example: '/hemeroteca/hoy/', render: archiveTodayPage },
  { pattern: /^\/hemeroteca\/ayer\/?$/, example: '/hemeroteca/ayer/', render: archiveYesterdayPage },
  { pattern: /^\/hemeroteca\/(\d{4})\/(\d{2})\/(\d{2})\/(\d{4})\/(\d{2})\/(\d{2})\/?$/, example: '/hemeroteca/2026/01/01/2026/01/31/', render: archiveRangePage },
  { pattern: /^\/programas\/?$/, example: '/programas/', render: programmesPage },
  { pattern: /^\/noticias\/?$/, example: '/noticias/', render: newsListing },
  { pattern: /^\/opinion\/?$/, example: '/opinion/', render: opinionListing },
  { pattern: /^\/blog\/?$/, example: '/blog/', render: blogListing },
  { pattern: /^\/autores\/?$/, example: '/autores/', render: authorsListing },
  { pattern: /^\/boletines\/archivo\/?$/, example: '/boletines/archivo/', render: newsletterArchive },
  { pattern: /^\/boletines\/(\d+)\/?$/, example: '/boletines/1/', render: (ctx, [id = '']) => newsletterIssuesPage(ctx, id) },
  { pattern: /^\/contacto\/?$/, example: '/contacto', render: contactPage },
  { pattern: /^\/participa\/(\d+)\/?$/, example: '/participa/8001', render: (ctx, [id = '']) => ugcPage(ctx, id) },
  { pattern: /^\/entrevista\/(\d+)\/?$/, example: '/entrevista/8101', render: (ctx, [id = '']) => interviewPage(ctx, id) },
];

export function renderPage(ctx: PageContext): PageResult {
  const pathname = ctx.url.pathname;
  for (const route of PAGE_ROUTES) {
    const match = route.pattern.exec(pathname);
    if (match) return route.render(ctx, match.slice(1));
  }
  return notFoundPage(ctx);
}
