import { logInThroughApi } from '../support/session';
import type { Flow } from './flow';

const PENDING = 'Gracias. Tu comentario está pendiente de moderación y se publicará cuando lo revisemos.';

export const comments: Flow = {
  name: 'a logged-in reader posts a comment of 500 characters: it awaits moderation, the field empties, and it is not listed as published',
  async run(ui) {
    await logInThroughApi(ui, 'diario');
    await ui.open('diario', '/noticia/1001', 'np-comments');
    await ui.waitFor('the published comments', () => document.querySelectorAll('np-comments article').length > 0);
    const published = await ui.driver.evaluate(() => document.querySelectorAll('np-comments article').length);
    const mine = `${'Opino que sí. '.repeat(35)}${'y'.repeat(10)}`;
    await ui.fill('Tu comentario', mine, 'np-comments');
    await ui.click('button', 'Publicar comentario', 'np-comments');
    await ui.waitForText('np-comments [role="status"]', PENDING);
    expect(await ui.driver.evaluate(() => (document.querySelector('np-comments [name="text"]') as HTMLTextAreaElement).value)).toBe('');
    expect(await ui.driver.evaluate(() => document.querySelectorAll('np-comments article').length)).toBe(published);
  },
};
