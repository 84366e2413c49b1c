import { FAKE_BUNDLE, startDemo, type DemoFixture } from './testing/demo-client';
import { withoutWidgets } from './pages/variants';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo({ now: () => new Date(2026, 10, 22, 12) });
});
afterAll(() => demo.stop());

const WIDGET_TAG = /<\/?np-[a-z-]+/;
/** The README's template snippet, which every demo page uses. */
const LOADER = '<script defer src="/diario/np-loader.js"></script>';
const BLOCKING_LOADER = '<script defer blocking="render" src="/diario/np-loader.js"></script>';
/** np-placeholders.css's rules in the head, as the pages carry them (the README's snippet). */
const PLACEHOLDERS = `<style data-np-placeholders>${FAKE_BUNDLE['np-placeholders.css']}</style>`;
const PLACEHOLDERS_LINK = '<link rel="stylesheet" href="/diario/np-placeholders.css">';
const PAGES = ['/', '/noticia/1001', '/noticia/1006', '/acceso', '/buscar/?searchText=gobierno', '/programas/', '/diario/noticia/1001'];

describe('?bare=1: the same page without np\'s code, to measure what np costs', () => {
  test.each(PAGES)('%s holds np: the loader, the placeholder stylesheet and widget elements', async (pathname) => {
    const { text } = await demo.get(pathname);
    expect(text).toContain(`${PLACEHOLDERS}\n${LOADER}`);
    expect(text).toMatch(WIDGET_TAG);
  });

  test.each(PAGES)('%s with ?bare=1 is the same HTML without the loader: widget elements, their content and their rules stay', async (pathname) => {
    const { status, text } = await demo.get(`${pathname}${pathname.includes('?') ? '&' : '?'}bare=1`);
    const { text: withNp } = await demo.get(pathname);
    expect(status).toBe(200);
    expect(text).not.toContain('np-loader.js');
    expect(text).toBe(withNp.replace(`${LOADER}\n`, ''));
    expect(text).toContain(PLACEHOLDERS);
  });
});

describe("?bare=snippet: the template's loader tag with an empty script behind it, to tell the snippet's own cost from np's code", () => {
  test.each(PAGES)('%s with ?bare=snippet is the same HTML with the loader tag naming the empty script', async (pathname) => {
    const { status, text } = await demo.get(`${pathname}${pathname.includes('?') ? '&' : '?'}bare=snippet`);
    const { text: withNp } = await demo.get(pathname);
    expect(status).toBe(200);
    expect(text).not.toContain('np-loader.js');
    expect(text).toBe(withNp.replace(LOADER, '<script defer src="/__demo/empty-loader.js"></script>'));
  });

  test('the empty script is a script with nothing in it, cached as the loader is', async () => {
    const { status, text, headers } = await demo.get('/__demo/empty-loader.js');
    expect(status).toBe(200);
    expect(text).toBe('');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('?bare=widgets: the page without any np element, and what the template put inside them', () => {
  test.each(PAGES)('%s with ?bare=widgets has no np-* tag, no loader and no placeholder link, and everything else', async (pathname) => {
    const { status, text } = await demo.get(`${pathname}${pathname.includes('?') ? '&' : '?'}bare=widgets`);
    const { text: withNp } = await demo.get(pathname);
    expect(status).toBe(200);
    expect(text).not.toMatch(WIDGET_TAG);
    expect(text).not.toContain('np-loader.js');
    expect(text).not.toContain('np-placeholders');
    expect(text.startsWith('<!doctype html>\n<html lang="es">')).toBe(true);
    for (const kept of ['<link rel="stylesheet" href="/__demo/assets/site.css">', '<main id="main"', '<footer', '</html>']) expect(text).toContain(kept);
    expect(text.match(/<h1[\s>]/g)?.length).toBe(withNp.replace(/<np-[\s\S]*?<\/np-[a-z-]+>/g, '').match(/<h1[\s>]/g)?.length);
  });

  test('the article keeps its headline, text and images, and loses only what sits inside widgets', async () => {
    const { text } = await demo.get('/noticia/1001?bare=widgets');
    const { text: withNp } = await demo.get('/noticia/1001');
    expect(text).toBe(withoutWidgets(withNp.replace(`${PLACEHOLDERS}\n`, '').replace(`${LOADER}\n`, '')));
    expect(text.length).toBeLessThan(withNp.length);
  });

  test("the lead video's poster, which only the player shows, is preloaded with np and not without it", async () => {
    const { text } = await demo.get('/noticia/1006');
    const { text: bare } = await demo.get('/noticia/1006?bare=widgets');
    const poster = /<np-video-player [^>]*poster="([^"]+)"/.exec(text)?.[1];
    expect(poster).toBeDefined();
    expect(text).toContain(`<link rel="preload" as="image" href="${poster}" fetchpriority="high" data-np-widget-image>`);
    expect(bare).not.toContain('rel="preload"');
  });

  test("the lead video's poster is in the server HTML inside the player, which replaces it (and goes with it in the bare page)", async () => {
    const { text } = await demo.get('/noticia/1006');
    const { text: bare } = await demo.get('/noticia/1006?bare=widgets');
    const poster = /<np-video-player [^>]*poster="([^"]+)"/.exec(text)?.[1];
    expect(text).toMatch(new RegExp(`<np-video-player [^>]*><img src="${poster!.replace(/[.?]/g, '\\$&')}" alt=""></np-video-player>`));
    expect(bare).not.toContain(poster!);
  });

  test('nested widgets go with the widget around them, and the text between widgets stays', () => {
    const page = '<p>a</p><np-header menu="[]"><b>x</b><np-user-button></np-user-button></np-header><p>b</p><np-like-button content-id="1"></np-like-button><p>c</p>';
    expect(withoutWidgets(page)).toBe('<p>a</p><p>b</p><p>c</p>');
  });
});

describe('?snippet=blocking: the loader with blocking="render", to measure against the README\'s snippet', () => {
  test.each(PAGES)('%s names the loader as the README\'s snippet; with ?snippet=blocking it adds blocking="render" and nothing else', async (pathname) => {
    const { text: withNp } = await demo.get(pathname);
    const { text } = await demo.get(`${pathname}${pathname.includes('?') ? '&' : '?'}snippet=blocking`);
    expect(withNp).not.toContain('blocking="render"');
    expect(text).toContain(`${PLACEHOLDERS}\n${BLOCKING_LOADER}`);
    expect(text.match(/np-loader\.js/g)).toHaveLength(1);
    expect(text).toBe(withNp.replace(LOADER, BLOCKING_LOADER));
  });

  test('?snippet=plain, the name older bench commands use, serves the page as it is', async () => {
    const { text: withNp } = await demo.get('/noticia/1001');
    const { text } = await demo.get('/noticia/1001?snippet=plain');
    expect(text).toBe(withNp);
  });
});

describe('np-placeholders.css: its rules in the head, or linked', () => {
  test.each(PAGES)('%s carries the built rules in a <style> right before the loader, and no link to the file', async (pathname) => {
    const { text } = await demo.get(pathname);
    expect(text).toContain(`${PLACEHOLDERS}\n${LOADER}`);
    expect(text).not.toContain(PLACEHOLDERS_LINK);
  });

  test.each(PAGES)('%s with ?snippet=link links the file instead (the snippet for a site whose CSP allows no inline style)', async (pathname) => {
    const { text } = await demo.get(`${pathname}${pathname.includes('?') ? '&' : '?'}snippet=link`);
    expect(text).toContain(`${PLACEHOLDERS_LINK}\n${LOADER}`);
    expect(text).not.toContain('<style data-np-placeholders>');
  });

  test('the strict-CSP article (/csp/) links the file: its style-src allows no inline <style>', async () => {
    const { text, headers } = await demo.get('/csp/');
    expect(headers['content-security-policy']).toContain("style-src 'self'");
    expect(text).toContain(`${PLACEHOLDERS_LINK}\n${LOADER}`);
    expect(text).not.toContain('<style');
  });
});
