// The page's np-config block: read without trusting it, defaults when it is missing or broken.
import { readConfigBlock, readPreview, readStaticUrl } from './block';
import { defaultPageConfig, normalisePageConfig, readPageConfig, type PageConfig } from '.';

const VALID = {
  site: { alias: 'diario', id: '1', mediaId: '10', name: 'El Diario', scheme: 'https', staticUrl: '/diario/', url: 'https://diario.example' },
  contentId: '1001',
  preview: false,
  loginUrl: '/acceso',
  featureFlags: { paywall: true },
  webFeatures: { '1': { comments: true } },
};

function placeConfigBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'np-config';
  block.textContent = text;
  document.head.append(block);
}

beforeEach(() => document.getElementById('np-config')?.remove());

describe('a missing or malformed np-config block', () => {
  it('without a block, widgets get the default settings and the reading says the block is missing', () => {
    const reading = readPageConfig();
    expect(reading.problem).toBe('missing');
    expect(reading.config).toEqual(defaultPageConfig());
  });

  it.each([
    ['text that is not JSON', '{ site: diario'],
    ['an empty block', ''],
    ['a JSON array', '[1, 2]'],
    ['JSON null', 'null'],
    ['a JSON string', '"diario"'],
  ])('with %s, widgets get the default settings and the reading says the block is malformed', (_case, text) => {
    placeConfigBlock(text);
    const reading = readPageConfig();
    expect(reading.problem).toBe('malformed');
    expect(reading.config).toEqual(defaultPageConfig());
  });

  it('the defaults are complete enough to render: the page origin as site url, its scheme, /acceso to log in, no preview, every feature on', () => {
    const config = readPageConfig().config;
    expect(config.site.url).toBe(location.origin);
    expect(config.site.scheme).toBe(location.protocol.replace(':', ''));
    expect(config.site.staticUrl).toBe('');
    expect(config.contentId).toBeNull();
    expect(config.preview).toBe(false);
    expect(config.loginUrl).toBe('/acceso');
    expect(config.featureFlags).toEqual({});
    expect(config.webFeatures).toEqual({});
  });

  it('a valid block is read as is, with no problem reported', () => {
    placeConfigBlock(JSON.stringify(VALID));
    expect(readPageConfig()).toEqual({ config: VALID, problem: undefined });
  });
});

describe('wrong-typed fields', () => {
  it('are replaced by their defaults while the valid fields beside them are kept', () => {
    const config = normalisePageConfig({
      site: { alias: 'diario', id: '1', name: { es: 'El Diario' }, staticUrl: null, url: ['https://diario.example'] },
      contentId: '1001',
      preview: 'yes',
      loginUrl: false,
      featureFlags: { paywall: true, newsletter: 'on', comments: 0 },
    });
    const defaults = defaultPageConfig();
    expect(config).toEqual<PageConfig>({
      site: { ...defaults.site, alias: 'diario', id: '1' },
      contentId: '1001',
      preview: false,
      loginUrl: '/acceso',
      featureFlags: { paywall: true },
      webFeatures: {},
    });
  });

  it('numeric ids are kept as text (a CMS may write "id": 1)', () => {
    const config = normalisePageConfig({ site: { id: 1, mediaId: 10 }, contentId: 1001 });
    expect(config.site.id).toBe('1');
    expect(config.site.mediaId).toBe('10');
    expect(config.contentId).toBe('1001');
  });

  it('a contentId that is neither text nor a number gives the default (null), not an empty id', () => {
    expect(normalisePageConfig({ contentId: { id: 1001 } }).contentId).toBeNull();
    expect(normalisePageConfig({ contentId: true }).contentId).toBeNull();
    expect(normalisePageConfig({ contentId: ['1001'] }).contentId).toBeNull();
  });

  it('addresses are text only: a number is not a URL and gives the default', () => {
    const config = normalisePageConfig({ site: { staticUrl: 5, url: 7 }, loginUrl: 42 });
    expect(config.site.staticUrl).toBe(defaultPageConfig().site.staticUrl);
    expect(config.site.url).toBe(defaultPageConfig().site.url);
    expect(config.loginUrl).toBe('/acceso');
  });

  it('a site that is not an object gives the default site, the rest of the block still counts', () => {
    const config = normalisePageConfig({ site: 'diario', preview: true, loginUrl: '/entrar' });
    expect(config.site).toEqual(defaultPageConfig().site);
    expect(config.preview).toBe(true);
    expect(config.loginUrl).toBe('/entrar');
  });

  it('only preview: true turns preview on (not "true", not 1)', () => {
    expect(normalisePageConfig({ preview: true }).preview).toBe(true);
    expect(normalisePageConfig({ preview: 'true' }).preview).toBe(false);
    expect(normalisePageConfig({ preview: 1 }).preview).toBe(false);
  });
});

describe('webFeatures', () => {
  it('are kept per site id, each site with only its boolean switches', () => {
    const config = normalisePageConfig({
      webFeatures: { '1': { comments: false, video: true, live: 'no' }, '2': { comments: true }, '3': 'all' },
    });
    expect(config.webFeatures).toEqual({ '1': { comments: false, video: true }, '2': { comments: true }, '3': {} });
  });

  it('a webFeatures value that is not an object gives no per-site switches', () => {
    expect(normalisePageConfig({ webFeatures: ['comments'] }).webFeatures).toEqual({});
    expect(normalisePageConfig({ webFeatures: 'comments' }).webFeatures).toEqual({});
  });
});

describe('what the loader reads before any widget code', () => {
  it('takes staticUrl and preview from the block', () => {
    placeConfigBlock(JSON.stringify({ ...VALID, preview: true }));
    expect([readStaticUrl(), readPreview()]).toEqual(['/diario/', true]);
  });

  it('falls back to no staticUrl and no preview when the block is missing or malformed', () => {
    expect([readStaticUrl(), readPreview()]).toEqual(['', false]);
    placeConfigBlock('<!-- not json -->');
    expect([readStaticUrl(), readPreview()]).toEqual(['', false]);
    expect(readConfigBlock().problem).toBe('malformed');
  });

  it('the loader reads staticUrl alone, and gets an empty one from any block without a string there', () => {
    placeConfigBlock(JSON.stringify(VALID));
    expect(readStaticUrl()).toBe('/diario/');
    for (const block of ['<!-- not json -->', 'null', '[]', '"text"', '{}', '{"site":null}', '{"site":{"staticUrl":7}}']) {
      document.getElementById('np-config')?.remove();
      placeConfigBlock(block);
      expect(readStaticUrl()).toBe('');
    }
    document.getElementById('np-config')?.remove();
    expect(readStaticUrl()).toBe('');
  });
});
