// Logging the browser in without the login form (the login flow tests the form itself).
import type { SiteAlias } from '../../../demo/server/sites';
import { READER } from './pages';
import type { Ui } from './ui';

/** Logs the browser in as the seeded reader through the demo API, from a page of the site. */
export async function logInThroughApi(ui: Ui, alias: SiteAlias): Promise<void> {
  await ui.driver.goto(ui.site(alias, '/__demo/assets/site.css'));
  await ui.driver.evaluate((body: typeof READER) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/front/user/login', false);
    request.setRequestHeader('content-type', 'application/json');
    request.send(JSON.stringify(body));
    if (request.status !== 200) throw new Error(`login answered ${request.status}`);
  }, READER);
}
