// /__demo/legacy-theme: the article's and the login page's widgets inside `#content` under a
// hostile CMS theme (demo/public/legacy-theme.css), compared with the same page without it
// (`?theme=0`), at phone and desktop widths. Layout must not move; colours and fonts may follow
// the theme.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchChromium, PHONE, resetDemo, siteUrl, waitForStatus } from './support/browser';

jest.setTimeout(90_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());
beforeEach(() => resetDemo());

/** Computed styles that set a widget's layout (line height as a ratio of the font size, which may follow the page). */
const LAYOUT_STYLES = [
  'box-sizing', 'display', 'float', 'position', 'text-transform', 'letter-spacing', 'word-spacing', 'text-indent', 'white-space',
  'list-style-type', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right',
  'padding-bottom', 'padding-left', 'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'min-width', 'min-height', 'max-width', 'transition-duration',
] as const;
/** Boxes whose size the widget's CSS fixes, whatever the font: they must match to the pixel. */
const FIXED_BOXES = 'button, input, select, svg, ul, [class^="np-"][class$="__list"]';
/** Every box, within a tolerance: a wider font may rewrap a line of text. */
const TOLERANCE_PX = 2;

interface Box {
  width: number;
  height: number;
}
interface ElementSnapshot {
  key: string;
  styles: Record<string, string>;
  box: Box;
  fixed: boolean;
}

/** Every element of every widget: its place (tag and index), layout styles and box. */
function snapshot(page: Page): Promise<ElementSnapshot[]> {
  return page.evaluate(
    ({ styles, fixedBoxes }) => {
      const hosts = [...document.querySelectorAll<HTMLElement>('[data-np-status]')];
      return hosts.flatMap((host, hostIndex) => {
        const hostKey = `${host.localName}#${hostIndex}`;
        return [host, ...host.querySelectorAll<HTMLElement>('*')].map((element, index) => {
          const computed = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          return {
            key: index === 0 ? hostKey : `${hostKey} ${element.localName}:${index}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`,
            styles: { ...Object.fromEntries((index === 0 ? ['text-transform', 'letter-spacing'] : styles).map((name) => [name, computed.getPropertyValue(name)])), lineHeight: (parseFloat(computed.lineHeight) / parseFloat(computed.fontSize)).toFixed(2) },
            box: { width: Math.round(rect.width), height: Math.round(rect.height) },
            fixed: index === 0 || element.matches(fixedBoxes),
          };
        });
      });
    },
    { styles: [...LAYOUT_STYLES] as string[], fixedBoxes: FIXED_BOXES },
  ) as Promise<ElementSnapshot[]>;
}

async function openPage(width: 'phone' | 'desktop', theme: boolean): Promise<{ page: Page; elements: ElementSnapshot[] }> {
  const context = await browser.newContext({ ...(width === 'phone' ? PHONE : DESKTOP), serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(siteUrl('diario', `/__demo/legacy-theme${theme ? '' : '?theme=0'}`));
  await page.waitForFunction(() => document.querySelectorAll('[data-np-status]').length >= 8);
  await waitForStatus(page, '[data-np-status]', 'ready');
  // Waiting scrolled the widgets below the fold into view (they load near the viewport): both pages
  // are compared from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Fonts may follow the theme, and a wider typeface widens text: both pages get one face, so
  // what is compared is layout, not glyphs.
  await page.addStyleTag({ content: '* { font-family: monospace !important; }' });
  return { page, elements: await snapshot(page) };
}

/** What differs between the two snapshots, one line per element and property. */
function differences(plain: ElementSnapshot[], themed: ElementSnapshot[]): string[] {
  const lines: string[] = [];
  const byKey = new Map(themed.map((element) => [element.key, element]));
  for (const element of plain) {
    const other = byKey.get(element.key);
    if (!other) {
      lines.push(`${element.key}: missing under the theme`);
      continue;
    }
    for (const [name, value] of Object.entries(element.styles)) if (other.styles[name] !== value) lines.push(`${element.key} ${name}: ${value} -> ${other.styles[name] ?? ''}`);
    const tolerance = element.fixed ? 0 : TOLERANCE_PX;
    for (const side of ['width', 'height'] as const) {
      if (Math.abs(element.box[side] - other.box[side]) > tolerance) lines.push(`${element.key} ${side}: ${element.box[side]} -> ${other.box[side]}`);
    }
  }
  if (themed.length !== plain.length) lines.push(`element count: ${plain.length} -> ${themed.length}`);
  return lines;
}

describe.each(['phone', 'desktop'] as const)('the widgets under a legacy theme, %s', (width) => {
  it('keep every layout style and box of the page without the theme', async () => {
    const plain = await openPage(width, false);
    const themed = await openPage(width, true);
    expect(plain.elements.length).toBeGreaterThan(40);
    expect(differences(plain.elements, themed.elements)).toEqual([]);
    await plain.page.context().close();
    await themed.page.context().close();
  });

  it('the theme is really there: it reshapes the page around the widgets, and its !important colours reach inside', async () => {
    const { page } = await openPage(width, true);
    const outside = await page.locator('#content > ul > li').first().evaluate((item) => {
      const { marginLeft, lineHeight, fontSize } = getComputedStyle(item);
      return { marginLeft: parseFloat(marginLeft) / parseFloat(fontSize), lineHeight: parseFloat(lineHeight) / parseFloat(fontSize) };
    });
    expect(outside.marginLeft).toBeCloseTo(2);
    expect(outside.lineHeight).toBeCloseTo(2.2);
    const link = page.locator('np-login').getByRole('link').first();
    await expect(link.evaluate((element) => getComputedStyle(element).color)).resolves.toBe('rgb(255, 0, 0)');
    await page.context().close();
  });

  it('a theme changes a widget through its custom properties', async () => {
    const { page } = await openPage(width, true);
    const ratio = () => page.locator('np-login').getByRole('link').first().evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) / parseFloat(getComputedStyle(element).fontSize));
    await expect(ratio()).resolves.toBeCloseTo(1.5);
    await page.locator('#content').evaluate((content: HTMLElement) => content.style.setProperty('--np-line-height', '1.8'));
    await expect(ratio()).resolves.toBeCloseTo(1.8);
    await page.context().close();
  });
});
