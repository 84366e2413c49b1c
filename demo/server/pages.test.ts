import type { PageConfig } from './pages/config-block';
import { FAKE_BUNDLE, startDemo, type DemoFixture } from './testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo({ now: () => new Date(2026, 10, 22, 12) });
});
afterAll(() => demo.stop());

function configOf(html: string): PageConfig {
  const match = /<script type="application\/json" id="np-config">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no np-config block');
  return JSON.parse(match[1]) as PageConfig;
}

const PAGES = [
  '/', '/noticia/1001', '/acceso', '/acceso/', '/acceso/recuperar', '/acceso/nueva-contrasena', '/registro',
  '/perfil/mi-cuenta/', '/perfil/contenidos-guardados/', '/perfil/autores/', '/perfil/boletines/', '/buscar', '/buscar/',
  '/buscar/vivienda', '/agenda', '/agenda/', '/hemeroteca/', '/hemeroteca/hoy/', '/hemeroteca/ayer/',
  '/hemeroteca/2026/01/01/2026/01/31', '/programas/', '/noticias/', '/opinion/', '/blog/', '/autores/',
  '/boletines/archivo/', '/agenda/eventos/', '/__demo/legacy-theme', '/__demo/legacy-theme?theme=0',
];

describe('pages a legacy CMS renders', () => {
  test.each(PAGES)('%s is a complete, CSP-ready page', async (pathname) => {
    const { status, text, headers } = await demo.get(pathname);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(text.startsWith('<!doctype html>\n<html lang="es">')).toBe(true);
    expect(text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(text).toMatch(/<title>[^<]+\| El Diario<\/title>/);
    expect(text).toContain('<link rel="stylesheet" href="/__demo/assets/site.css">');
    // np-placeholders.css's rules in the head (as a template includes the file), then the loader.
    expect(text).toContain(`<style data-np-placeholders>${FAKE_BUNDLE['np-placeholders.css']}</style>\n<script defer src="/diario/np-loader.js"></script>`);
    expect(text.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const landmark of ['<header', '<nav', '<main id="main"', '<footer', 'class="skip-link" href="#main"']) expect(text).toContain(landmark);
    expect(text).not.toMatch(/\sstyle=/);
    // A search page also carries the searcher's page rules, for the first page inside its element.
    expect(text.replace(/<style data-np-placeholders>[^<]*<\/style>/, '').replace(`<style data-np-page-rules="np-searcher-page.css">${FAKE_BUNDLE['np-searcher-page.css']}</style>\n`, '')).not.toContain('<style');
    const scripts = text.match(/<script[^>]*>/g) ?? [];
    expect(scripts.every((tag) => tag.includes(' src=') || tag.includes('type="application/json"'))).toBe(true);
  });

  test.each(PAGES)('%s has the header widget with its menu and hot topics, and the last hour under it, its strip written inside', async (pathname) => {
    const { text } = await demo.get(pathname);
    expect(text.match(/<np-header class="site-header" menu="[^"]+" topics="[^"]+"/g)).toHaveLength(1);
    expect(text).toMatch(/<\/np-header>\n<np-last-hour items="[^"]+"><section class="np-last-hour" data-np-first-page aria-labelledby="np-last-hour-title"><h2 class="np-last-hour__title" id="np-last-hour-title">Última hora<\/h2><ul class="np-last-hour__list">(<li class="np-last-hour__item">.*?<\/li>){6}<\/ul><\/section><\/np-last-hour>/);
  });

  test('the article has the side bar beside it, with the comment count, and the comments block it links to', async () => {
    const { text } = await demo.get('/noticia/1001');
    const bar = /<np-side-bar url="http:\/\/diario\.localhost:\d+\/noticia\/1001" title="[^"]+" comment-count="(\d+)"><\/np-side-bar>/.exec(text);
    expect(bar).not.toBeNull();
    expect(text).toMatch(new RegExp(`<np-comments id="comments" content-id="1001" count="${bar?.[1]}"`));
  });

  test.each(['/zzz', '/noticia/99999', '/noticia/abc', '/hemeroteca/2026/02/30/2026/03/01', '/perfil/otra/'])('%s answers the 404 page', async (pathname) => {
    const { status, text } = await demo.get(pathname);
    expect(status).toBe(404);
    expect(text).toContain('Página no encontrada');
    expect(text).toContain('<np-error-page code="404"></np-error-page>');
  });

  test('the article shows the seeded content, with share bars at top and bottom and ad slots', async () => {
    const { text } = await demo.get('/noticia/1001');
    const content = demo.server.state.seed.contents[0];
    expect(text).toContain(`<h1 class="article__title">${content?.title ?? ''}</h1>`);
    const shareBars = text.match(/<np-share-bar url="http:\/\/diario\.localhost:\d+\/noticia\/1001" title="[^"]+"><\/np-share-bar>/g);
    expect(shareBars).toHaveLength(2);
    const slots = text.match(/<np-ad-slot position="[^"]+"( loading="lazy")?><\/np-ad-slot>/g) ?? [];
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(slots.filter((slot) => slot.includes('loading="lazy"'))).toHaveLength(1);
    const position = JSON.parse((/position="([^"]+)"/.exec(slots[0] ?? '')?.[1] ?? '').replace(/&quot;/g, '"')) as Record<string, unknown>;
    expect(Object.keys(position).sort()).toEqual(
      ['adUnitCode', 'code', 'id', 'mapping', 'minimumReservedHeightDesktop', 'minimumReservedHeightMobile', 'name', 'sizes', 'slotType'],
    );
    expect(position).toMatchObject({ minimumReservedHeightDesktop: 90, minimumReservedHeightMobile: 50 });
  });

  test('the front page links cards to articles and places ad slots', async () => {
    const { text } = await demo.get('/');
    expect(text.match(/<a href="\/noticia\/\d+">/g)?.length).toBeGreaterThan(10);
    expect(text).toContain('<np-ad-slot');
  });

  test('the front page offers its card images in webp at the widths they are shown, the lead one fetched first', async () => {
    const { text } = await demo.get('/');
    const images = text.match(/<img class="card__image"[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(3);
    const [lead, ...rest] = images;
    expect(lead).toContain('fetchpriority="high"');
    expect(lead).toContain('sizes="(min-width: 1100px) 680px, 100vw"');
    expect(lead).not.toContain('loading=');
    for (const image of images) {
      const candidates = /srcset="([^"]+)"/.exec(image)?.[1]?.split(', ') ?? [];
      expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['210w', '410w', '630w', '850w', '1200w']);
      expect(candidates.every((candidate) => /^\/__demo\/img\/c\d+\.webp\?ar=16-9&amp;w=\d+ \d+w$/.test(candidate))).toBe(true);
    }
    expect(rest.filter((image) => image.includes('fetchpriority'))).toEqual([]);
    expect(rest.slice(2).every((image) => image.includes('loading="lazy"'))).toBe(true);
  });

  test.each([
    ['diario', ['Lo más leído', 'Lo más comentado']],
    ['diari', ['El més llegit', 'El més comentat']],
  ])('the front page of %s places <np-most-read> with most read and most commented, five seeded news each', async (alias, labels) => {
    const tabsOf = async () => {
      const { text } = await demo.get('/', { host: `${alias}.localhost:${demo.port}` });
      const attribute = /<np-most-read tabs="([^"]+)"><\/np-most-read>/.exec(text)?.[1] ?? '';
      return JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as Array<{ label: string; items: Array<{ id: string; url: string; title: string }> }>;
    };
    const tabs = await tabsOf();
    expect(tabs.map((tab) => tab.label)).toEqual(labels);
    for (const tab of tabs) {
      expect(tab.items).toHaveLength(5);
      for (const item of tab.items) expect(item.url).toBe(`/noticia/${item.id}`);
    }
    expect(await tabsOf()).toEqual(tabs);
    // Most commented: in the order of the article pages' comment counts.
    const counts = await Promise.all(tabs[1]!.items.map(async (item) => Number(/<np-comments id="comments" content-id="\d+" count="(\d+)"/.exec((await demo.get(item.url, { host: `${alias}.localhost:${demo.port}` })).text)?.[1])));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  test('listings place ad slots among the cards', async () => {
    const { text } = await demo.get('/noticias/');
    expect(text.match(/<np-ad-slot/g)?.length).toBeGreaterThanOrEqual(2);
  });

  test('/__demo/legacy-theme puts the article and login widgets in #content under the legacy theme; ?theme=0 is the same page without it', async () => {
    const themed = (await demo.get('/__demo/legacy-theme')).text;
    const plain = (await demo.get('/__demo/legacy-theme?theme=0')).text;
    const theme = '<link rel="stylesheet" href="/__demo/assets/legacy-theme.css">';
    expect(themed).toContain(theme);
    expect(plain).not.toContain(theme);
    const widgets = (text: string) => text.slice(text.indexOf('<div id="content"')).match(/<np-[a-z-]+/g);
    expect(widgets(themed)).toEqual(['<np-user-button', '<np-header-search', '<np-ad-slot', '<np-like-button', '<np-share-bar', '<np-ad-slot', '<np-login']);
    expect(widgets(plain)).toEqual(widgets(themed));
    const stylesheet = await demo.get('/__demo/assets/legacy-theme.css');
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.text).toContain('#content ul li { margin-left: 2em; }');
  });

  test('/logout clears the session cookies and goes to /acceso/', async () => {
    const { status, headers, cookies } = await demo.get('/logout');
    expect(status).toBe(302);
    expect(headers.location).toBe('/acceso/');
    expect(cookies.some((cookie) => cookie.startsWith('np_sid=;') && cookie.includes('Max-Age=0'))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('np_session_user=;') && cookie.includes('Max-Age=0'))).toBe(true);
  });

  test('text from the address is escaped', async () => {
    const { text } = await demo.get('/buscar/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(text).not.toContain('<img src=x');
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('sites by Host', () => {
  test('diario is Spanish, site 1', async () => {
    const { text } = await demo.get('/', { host: 'diario.localhost:8080' });
    expect(text).toContain('<html lang="es">');
    expect(configOf(text).site).toEqual({
      alias: 'diario', id: '1', mediaId: '10', name: 'El Diario', scheme: 'http', staticUrl: '/diario/', url: 'http://diario.localhost:8080',
    });
  });

  test('diari is Catalan, site 2, with its own loader path', async () => {
    const { text } = await demo.get('/noticias/', { host: 'diari.localhost:8080' });
    expect(text).toContain('<html lang="ca">');
    expect(text).toContain('<script defer src="/diari/np-loader.js"></script>');
    expect(text).toContain('Notícies');
    expect(configOf(text).site).toEqual({
      alias: 'diari', id: '2', mediaId: '20', name: 'El Diari', scheme: 'http', staticUrl: '/diari/', url: 'http://diari.localhost:8080',
    });
  });

  test.each(['localhost:8080', '127.0.0.1:8080'])('any other host (%s) treats pages as diario', async (host) => {
    const { text } = await demo.get('/', { host });
    expect(configOf(text).site).toMatchObject({ alias: 'diario', url: `http://${host}` });
  });

  test('an odd Host header does not reach the page', async () => {
    const { text } = await demo.get('/', { host: 'diario.localhost"><script>' });
    expect(text).not.toContain('"><script>');
    expect(configOf(text).site.url).toBe('http://localhost');
  });
});

describe('the np-config block', () => {
  test('has exactly the contract keys; contentId only on articles', async () => {
    const front = configOf((await demo.get('/')).text);
    expect(Object.keys(front).sort()).toEqual(['contentId', 'featureFlags', 'loginUrl', 'preview', 'site', 'webFeatures']);
    expect(front).toMatchObject({ contentId: null, preview: false, loginUrl: '/acceso', featureFlags: {} });
    expect(Object.keys(front.webFeatures).sort()).toEqual(['1', '2']);
    expect(configOf((await demo.get('/noticia/1002')).text).contentId).toBe('1002');
  });

  test('preview is true with ?preview=1 on any page', async () => {
    expect(configOf((await demo.get('/?preview=1')).text).preview).toBe(true);
    expect(configOf((await demo.get('/noticia/1001?preview=1')).text).preview).toBe(true);
    expect(configOf((await demo.get('/noticia/1001?preview=0')).text).preview).toBe(false);
  });
});
