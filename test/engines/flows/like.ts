import { logInThroughApi } from '../support/session';
import type { Flow } from './flow';

export const like: Flow = {
  name: 'a logged-in reader saves a content with its like button, and it is still saved after a reload',
  async run(ui) {
    await logInThroughApi(ui, 'diario');
    await ui.open('diario', '/', 'np-like-button');
    const contentId = await ui.driver.evaluate(() => {
      const button = document.querySelector('np-like-button[content-id] button[aria-pressed="false"]');
      button?.setAttribute('data-np-engine-target', 'like');
      button?.scrollIntoView({ block: 'center' });
      return button?.closest('np-like-button')?.getAttribute('content-id') ?? null;
    });
    expect(contentId).not.toBeNull();
    await ui.driver.click('[data-np-engine-target="like"]');
    const pressed = (id: string) => document.querySelector(`np-like-button[content-id="${id}"] button`)?.getAttribute('aria-pressed') === 'true';
    await ui.waitFor('the like button to be pressed', pressed, contentId!);
    await ui.open('diario', '/', 'np-like-button');
    await ui.waitFor('the like button to be pressed after a reload', pressed, contentId!);
  },
};
