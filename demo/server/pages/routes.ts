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
  render: (ctx: PageContext, groups: string[]) => PageResult;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: /^\/$/, render: frontPage },
  { pattern: /^\/noticia\/(\d+)$/, render: (ctx, [id = '']) => articlePage(ctx, id) },
  { pattern: /^\/acceso\/?$/, render: loginPage },
  { pattern: /^\/acceso\/recuperar\/?$/, render: forgotPasswordPage },
  { pattern: /^\/acceso\/nueva-contrasena\/?$/, render: newPasswordPage },
  { pattern: /^\/registro\/?$/, render: registerPage },
  { pattern: /^\/perfil\/mi-cuenta\/?$/, render: (ctx) => profilePage(ctx, 'user') },
  { pattern: /^\/perfil\/contenidos-guardados\/?$/, render: (ctx) => profilePage(ctx, 'favourites') },
  { pattern: /^\/perfil\/autores\/?$/, render: (ctx) => profilePage(ctx, 'authors') },
  { pattern: /^\/perfil\/boletines\/?$/, render: (ctx) => profilePage(ctx, 'newsletters') },
  { pattern: /^\/logout\/?$/, render: logout },
  { pattern: /^\/buscar$/, render: searchOpeningPage },
  { pattern: /^\/buscar\/$/, render: searcherPage },
  { pattern: /^\/buscar\/([^/]+)\/?$/, render: (ctx, [text = '']) => searchTextPage(ctx, text) },
  { pattern: /^\/agenda\/?$/, render: agendaPage },
  { pattern: /^\/agenda\/eventos\/?$/, render: eventsListing },
  { pattern: /^\/hemeroteca\/?$/, render: archivePage },
  { pattern: /^\/hemeroteca\/hoy\/?$/, render: archiveTodayPage },
  { pattern: /^\/hemeroteca\/ayer\/?$/, render: archiveYesterdayPage },
  { pattern: /^\/hemeroteca\/(\d{4})\/(\d{2})\/(\d{2})\/(\d{4})\/(\d{2})\/(\d{2})\/?$/, render: archiveRangePage },
  { pattern: /^\/programas\/?$/, render: programmesPage },
  { pattern: /^\/noticias\/?$/, render: newsListing },
  { pattern: /^\/opinion\/?$/, render: opinionListing },
  { pattern: /^\/blog\/?$/, render: blogListing },
  { pattern: /^\/autores\/?$/, render: authorsListing },
  { pattern: /^\/boletines\/archivo\/?$/, render: newsletterArchive },
  { pattern: /^\/boletines\/(\d+)\/?$/, render: (ctx, [id = '']) => newsletterIssuesPage(ctx, id) },
  { pattern: /^\/contacto\/?$/, render: contactPage },
  { pattern: /^\/participa\/(\d+)\/?$/, render: (ctx, [id = '']) => ugcPage(ctx, id) },
  { pattern: /^\/entrevista\/(\d+)\/?$/, render: (ctx, [id = '']) => interviewPage(ctx, id) },
];

export function renderPage(ctx: PageContext): PageResult {
  const pathname = ctx.url.pathname;
  for (const route of PAGE_ROUTES) {
    const match = route.pattern.exec(pathname);
    if (match) return route.render(ctx, match.slice(1));
  }
  return notFoundPage(ctx);
}
