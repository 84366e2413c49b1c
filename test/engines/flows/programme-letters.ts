import type { Flow } from './flow';

const current = (name: string) => [...document.querySelectorAll('np-programme-index button[aria-current="true"]')].some((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() === name);

export const programmeLetters: Flow = {
  name: 'the programme index filters by a letter and by # (programmes starting with a digit)',
  async run(ui) {
    await ui.open('diario', '/programas/', 'np-programme-index');
    await ui.click('button', 'B', 'np-programme-index');
    await ui.waitFor('B to be the current letter', current, 'B');
    await ui.click('button', 'Programas que empiezan por un número', 'np-programme-index');
    await ui.waitFor('# to be the current letter', current, 'Programas que empiezan por un número');
    await ui.waitFor('programmes starting with a digit', () => {
      const titles = [...document.querySelectorAll('np-programme-index article h2, np-programme-index article h3')].map((title) => title.textContent?.trim() ?? '');
      return titles.length > 0 && titles.every((title) => /^\d/.test(title));
    });
  },
};
