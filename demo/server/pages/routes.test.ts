// Each page route names an example path that it serves itself (the engine suite visits them all).
import { PAGE_ROUTES } from './routes';

it.each(PAGE_ROUTES.map((route) => [route.example, route] as const))('the example %s matches its own route and no earlier one', (example, route) => {
  const { pathname } = new URL(example, 'http://demo.invalid');
  expect(PAGE_ROUTES.find((each) => each.pattern.test(pathname))).toBe(route);
});
