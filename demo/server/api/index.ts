// Every endpoint of the demo API. A new endpoint: one file exporting its routes, one line here.
import type { ApiRoute } from './router';
import { loadMoreRoutes } from './load-more';
import { searcherRoutes } from './searcher';
import { showsRoutes } from './shows';
import { loginRoutes } from './user-login';
import { socialLoginRoutes } from './social-login';
import { sessionRoutes } from './user-session';
import { accountRoutes } from './user-account';
import { profileRoutes } from './user-profile';
import { newsletterRoutes } from './newsletter-signup';
import { identityProviderRoutes } from './identity-provider';
import { paywallRoutes } from './paywall';
import { streamingRoutes } from './streaming';
import { commentsRoutes } from './comments';
import { pollRoutes } from './poll';
import { participationRoutes } from './participation';

export const API_ROUTES: readonly ApiRoute[] = [...loginRoutes, ...socialLoginRoutes, ...sessionRoutes, ...searcherRoutes, ...showsRoutes, ...loadMoreRoutes, ...accountRoutes, ...profileRoutes, ...newsletterRoutes, ...identityProviderRoutes, ...paywallRoutes, ...streamingRoutes, ...commentsRoutes, ...pollRoutes, ...participationRoutes];
