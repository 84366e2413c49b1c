// Our DOMPurify configuration against our own XSS set (test/support/vectors/xss.ts: every class of
// vector), and, when NP_CORPORA_DIR is set, against DOMPurify's own expected outputs
// (xss-dompurify-expect.jsonl, its default configuration in a real browser): it must never let
// through more than the default does. We also drop `style` attributes, so those are taken out of
// the expected output before comparing (the one attribute we add, a link's target="_blank", comes
// with rel="noopener noreferrer" and is tested below).
import { sharedCorpora, type SharedCorpora } from '../../test/support/corpora';
import { XSS_CLASSES, XSS_VECTORS, dangerousLeftovers } from '../../test/support/vectors/xss';
import { htmlToText, sanitizeHtml, sanitizeToFragment } from './sanitize';

/** The sanitized markup parsed into an inert template. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = String(sanitizeHtml(html));
  return template.content;
}

describe('our XSS set', () => {
  it.each(XSS_VECTORS.map(([kind, payload]) => [kind, payload]))('%s: %s leaves nothing that runs', (_kind, payload) => {
    expect(dangerousLeftovers(parsed(payload))).toEqual([]);
    expect(dangerousLeftovers(sanitizeToFragment(payload))).toEqual([]);
  });

  it('has payloads of every class', () => {
    expect(XSS_CLASSES.filter((kind) => !XSS_VECTORS.some(([vectorKind]) => vectorKind === kind))).toEqual([]);
  });

  it('keeps the harmless markup around a payload', () => {
    expect(String(sanitizeHtml('<p>Hola <a href="/noticia/1">mundo</a><img src=x onerror=alert(1)></p>'))).toBe('<p>Hola <a href="/noticia/1">mundo</a><img src="x"></p>');
  });
});

interface Fixture {
  index: number;
  title: string;
  payload: string;
  expected: string | string[];
}

const withoutStyle = (html: string) => html.replace(/ style="[^"]*"/g, '');
const acceptable = (fixture: Fixture) => (Array.isArray(fixture.expected) ? fixture.expected : [fixture.expected]).map(withoutStyle);

function describeDomPurifyFixtures(corpora: SharedCorpora): void {
  const fixtures = corpora
    .readLines('xss-dompurify-expect.jsonl')
    .filter((line) => !line.startsWith('#'))
    .map((line) => JSON.parse(line) as Fixture);

  describe('DOMPurify fixtures (shared corpus)', () => {
    it('reads all 223 fixtures', () => {
      expect(fixtures).toHaveLength(223);
    });

    it.each(fixtures.map((fixture) => [fixture.index, fixture.title, fixture]))('#%i %s: the default output, or less', (_index, _title, fixture) => {
      const ours = String(sanitizeHtml(fixture.payload));
      // jsdom (not a browser) drops a few legacy or brand-new elements entirely: stricter, never looser.
      if (ours === '') return;
      expect(acceptable(fixture)).toContain(ours);
    });

    it('all but a handful give exactly the default output', () => {
      const exact = fixtures.filter((fixture) => acceptable(fixture).includes(String(sanitizeHtml(fixture.payload))));
      expect(exact.length).toBeGreaterThanOrEqual(220);
    });
  });
}

const corpora = sharedCorpora('src/html/sanitize.test.ts');
if (corpora) describeDomPurifyFixtures(corpora);

describe('sanitize helpers', () => {
  it('keeps a link that opens a new tab, with no handle on the page; drops any other target', () => {
    expect(String(sanitizeHtml('<a href="/x" target="_blank" rel="opener">x</a>'))).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(String(sanitizeHtml('<a href="/x" target="_top">x</a><form target="_blank"></form>'))).toBe('<a href="/x">x</a><form></form>');
  });

  it('turns anything but a string into nothing', () => {
    for (const value of [null, undefined, 42, {}, ['<b>x</b>']]) {
      expect(sanitizeHtml(value)).toBe('');
      expect(sanitizeToFragment(value).childNodes).toHaveLength(0);
    }
  });

  it('reads the text of HTML without running it', () => {
    expect(htmlToText('<img src=x onerror="window.__sanitizeRan=1">Hola <b>mundo</b>')).toBe('Hola mundo');
    expect((window as { __sanitizeRan?: number }).__sanitizeRan).toBeUndefined();
  });
});
