import { NOT_FOUND_PATH } from '../support/pages';
import type { Flow } from './flow';

export const errorPage: Flow = {
  name: 'an unknown address shows the 404 error page, whose button goes to the front page',
  async run(ui) {
    await ui.open('diari', NOT_FOUND_PATH, 'np-error-page');
    expect(await ui.text('h1')).toBe('Pàgina no trobada');
    await ui.click('link', 'Torna a la portada', 'np-error-page');
    await ui.waitForUrl('the front page', (url) => url.pathname === '/');
  },
};
