import type { Flow } from './flow';

/** How long a widget in a skipped section must stay without its code: a window in which nothing may happen. */
const UNLOADED_WINDOW_MS = 1_000;

export const skippedSection: Flow = {
  name: 'a widget in a content-visibility: auto section far below the fold waits for the viewport, then loads',
  async run(ui) {
    await ui.open('diario', '/acceso', 'np-login');
    // The login page has no share bar: a section such as a site keeps cheap, added far below.
    await ui.driver.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.setProperty('height', '4000px');
      const section = document.createElement('section');
      section.style.setProperty('content-visibility', 'auto');
      section.style.setProperty('contain-intrinsic-size', 'auto 600px');
      section.innerHTML = '<h2>Más noticias</h2><np-share-bar url="http://diario.localhost/noticia/1001" title="Noticia"></np-share-bar>';
      document.querySelector('main')!.append(spacer, section);
    });
    // The loader has observed it and judged it below the fold (skipped, not hidden).
    await ui.waitFor('the share bar to be marked outside the viewport', () => document.querySelector('np-share-bar')?.hasAttribute('data-np-offscreen'));
    await new Promise((resolve) => setTimeout(resolve, UNLOADED_WINDOW_MS));
    expect(await ui.driver.evaluate(() => customElements.get('np-share-bar') === undefined)).toBe(true);
    expect(await ui.attribute('np-share-bar', 'data-np-status')).toBe('loading');
    await ui.driver.evaluate(() => document.querySelector('np-share-bar')!.closest('section')!.scrollIntoView({ block: 'center' }));
    await ui.waitForReady('np-share-bar');
  },
};
