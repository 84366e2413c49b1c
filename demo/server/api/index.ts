// Every endpoint of the demo API. A new endpoint: one file exporting its routes, one line here.
import type { ApiRoute } from './router';
import { loginRoutes } from './user-login';
import { sessionRoutes } from './user-session';

export const API_ROUTES: readonly ApiRoute[] = [...loginRoutes, ...sessionRoutes];
