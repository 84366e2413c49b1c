import type { Flow } from './flow';

export const searcherRange: Flow = {
  name: 'the searcher opens the date range picker, takes a range from the keyboard and writes it to the address',
  async run(ui) {
    await ui.open('diario', '/buscar/?searchText=plaza', 'np-searcher');
    await ui.select(/^Fecha/, 'range');
    await ui.click('textbox', 'Desde y hasta', 'np-searcher');
    await ui.waitFor('the date picker', () => document.querySelector('np-searcher .react-datepicker') !== null);
    await ui.press('ArrowDown');
    await ui.press('Enter');
    await ui.press('Enter');
    await ui.waitFor('the range in the field', () => /^\d\d\/\d\d\/\d\d – \d\d\/\d\d\/\d\d$/.test([...document.querySelectorAll<HTMLInputElement>('np-searcher input')].find((input) => input.labels?.[0]?.textContent?.startsWith('Desde y hasta'))?.value ?? ''));
    const address = await ui.waitForUrl('the range in the address', (url) => url.searchParams.has('startDate') && url.searchParams.has('endDate'));
    expect(address.searchParams.get('startDate')).toMatch(/^\d{4}-\d\d-\d\d$/);
  },
};
