// dist/np-placeholders.css: the placeholder rules as a stylesheet a template carries before the
// loader, so that every engine keeps widget boxes from the first paint (README, "How a page uses it").
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const stylesheet = readFileSync(path.join(ROOT, 'dist/np-placeholders.css'), 'utf8');
const read = (relative: string) => readFileSync(path.join(ROOT, relative), 'utf8');
/** A placeholder holds while the element is undefined or waits in the render queue (widgets/placeholder-styles.ts). */
const waitingToo = (rules: string) => rules.replaceAll(':not(:defined)', ':is(:not(:defined),[data-np-queued])');
const widgetFolders = readdirSync(path.join(ROOT, 'widgets'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, 'widgets', entry.name, 'widget.json')));

describe('dist/np-placeholders.css', () => {
  it('starts with the theme guard, outside any layer, and holds the rest in the layer np', () => {
    expect(stylesheet.startsWith(read('styles/theme-guard.css'))).toBe(true);
    expect(stylesheet.slice(read('styles/theme-guard.css').length)).toMatch(/^@layer np\{[\s\S]*\}$/);
    for (const file of ['styles/widget-base.css', 'styles/loader.css']) expect(stylesheet).toContain(read(file));
  });

  it.each(widgetFolders.map((entry) => entry.name))('holds the placeholder rules of widgets/%s', (folder) => {
    const file = path.join('widgets', folder, 'placeholder.css');
    expect(existsSync(path.join(ROOT, file))).toBe(true);
    expect(stylesheet).toContain(waitingToo(read(file)));
  });

  it('holds the look of a programme index\'s first page from the server', () => {
    const firstPage = waitingToo(read('widgets/programme-index/first-page.css'));
    expect(stylesheet).toContain(firstPage);
  });

  it('ends with the last-hour strip\'s CSS as its chunk loads it: a template writes the strip inside the element on every page', () => {
    const chunkCss = readdirSync(path.join(ROOT, 'dist')).find((file) => /^np-last-hour\.[0-9a-f]{8}\.css$/.test(file));
    expect(chunkCss).toBeDefined();
    const strip = read(path.join('dist', chunkCss!));
    expect(strip).toMatch(/^@layer np\{[\s\S]*\.np-last-hour__link/);
    expect(stylesheet.endsWith(`}${strip}`)).toBe(true);
  });

  it.each(widgetFolders.map((entry) => entry.name))('widgets/%s: no rule of the widget\'s own treats :defined as rendered, since a defined element waits in the render queue with its placeholder', (folder) => {
    const folderPath = path.join(ROOT, 'widgets', folder);
    const sheets = readdirSync(folderPath).filter((file) => file.endsWith('.css') && file !== 'placeholder.css');
    const bare = sheets.flatMap((file) => (readFileSync(path.join(folderPath, file), 'utf8').match(/[^{}]*(?<!:not\():defined(?!:not\(\[data-np-queued\]\))[^{]*/g) ?? []).map((selector) => `${file}: ${selector.trim()}`));
    expect(bare).toEqual([]);
  });

  it('has no bare :not(:defined) left: every placeholder also holds an element waiting in the render queue', () => {
    expect(stylesheet).not.toMatch(/(?<!:is\():not\(:defined\)/);
    expect(stylesheet).toContain(':is(:not(:defined),[data-np-queued])');
  });
});
