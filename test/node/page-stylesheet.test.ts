// dist/np-searcher-page.css: the CSS the searcher's chunks load, under a stable name, for a template
// that renders the searcher's first page inside it (widgets/searcher/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(__dirname, '../../dist');
const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');
const chunkCss = (name: string) => {
  const file = readdirSync(DIST).find((each) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.css$`).test(each));
  if (!file) throw new Error(`no CSS for chunk ${name} in dist/`);
  return read(file);
};

describe('dist/np-searcher-page.css', () => {
  const stylesheet = read('np-searcher-page.css');

  it('is the searcher\'s CSS and the result cards\' as the widget loads them, byte for byte', () => {
    expect(stylesheet).toBe(chunkCss('np-searcher') + chunkCss('np-discovery'));
  });

  it('styles the server\'s form, list and cards, and nothing of the listing cards every other page has', () => {
    for (const selector of ['.np-searcher__form', '.np-searcher__list', '.np-searcher__page', '.np-card__title', '.np-event__badge']) expect(stylesheet).toContain(selector);
    expect(stylesheet).not.toContain('.np-listing-card');
  });

  it('stays out of every page: not in np-placeholders.css, nor in the loader', () => {
    expect(read('np-placeholders.css')).not.toContain('.np-searcher__form');
    expect(read('np-loader.js')).not.toContain('np-searcher-page');
  });
});
