import type { Flow } from './flow';

/** Runs in the page (self-contained: flows' page functions are serialised): whether exactly these toggles of the header are expanded. */
function expandedToggles(names: string[]): boolean {
  const open = [...document.querySelectorAll('np-header button[aria-expanded="true"]')].map((button) => (button.getAttribute('aria-label') || button.textContent || '').trim());
  return JSON.stringify(open) === JSON.stringify(names);
}

/** Runs in the page: whether a link with that text is shown inside the viewport's width. */
function linkShown(text: string): boolean {
  return [...document.querySelectorAll('np-header a')].some((link) => {
    const box = link.getBoundingClientRect();
    return link.textContent?.trim() === text && box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });
}

export const headerMenu: Flow = {
  name: 'at 400 px the header menu shows every item, Esc closes it and gives the focus back, and opening the search closes the menu',
  async run(ui) {
    await ui.driver.setViewport(400, 800);
    await ui.open('diario', '/', 'np-header');
    await ui.click('button', 'Menú', 'np-header');
    await ui.waitFor('the menu toggle, alone, expanded', expandedToggles, ['Menú']);
    const items = await ui.driver.evaluate(() => (JSON.parse(document.querySelector('np-header')?.getAttribute('menu') ?? '[]') as Array<{ text: string }>).map((item) => item.text));
    expect(items.length).toBeGreaterThan(4);
    for (const text of items) await ui.waitFor(`the menu item "${text}" in view`, linkShown, text);
    await ui.press('Escape');
    await ui.waitFor('the menu closed', expandedToggles, []);
    await ui.waitFor('the focus back on the menu toggle', () => document.activeElement?.closest('np-header') !== null && document.activeElement?.getAttribute('aria-expanded') === 'false');
    await ui.click('button', 'Menú', 'np-header');
    await ui.click('button', 'Abrir el buscador', 'np-header');
    await ui.waitFor('the search open and the menu closed', expandedToggles, ['Cerrar el buscador']);
  },
};
