import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDemo, type DemoFixture } from './testing/demo-client';

const widgetsDir = mkdtempSync(path.join(tmpdir(), 'np-widgets-'));

function writeManifest(folder: string, content: string): void {
  mkdirSync(path.join(widgetsDir, folder), { recursive: true });
  writeFileSync(path.join(widgetsDir, folder, 'widget.json'), content);
}

writeManifest('share-bar', JSON.stringify({
  tag: 'np-share-bar',
  description: 'Share <buttons>',
  attributes: {
    url: { type: 'string', example: 'http://diario.localhost:8080/noticia/1001' },
    title: { type: 'string', example: 'Titular "con" comillas' },
  },
}));
writeManifest('ad-slot', JSON.stringify({
  tag: 'np-ad-slot',
  attributes: { position: { type: 'json', example: { id: 'ad-1', sizes: [[728, 90]] } }, lazy: { type: 'boolean', example: true }, count: { type: 'number', example: 3 } },
}));
writeManifest('carousel', JSON.stringify({
  tag: 'np-carousel',
  attributes: { template: { type: 'string', values: ['carousel', 'mini'], example: 'carousel' }, items: { type: 'json', example: [] } },
  gallery: [{ template: 'mini' }, { template: 'slider', unknown: 'x' }],
}));
writeManifest('broken', '{ not json');
mkdirSync(path.join(widgetsDir, 'no-manifest'));

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo({ widgetsDir });
});
afterAll(async () => {
  await demo.stop();
  rmSync(widgetsDir, { recursive: true, force: true });
});

describe("the editors' gallery at /demo/", () => {
  test('is served on localhost, with the diario loader and the external gallery script', async () => {
    const { status, text } = await demo.get('/demo/', { host: `localhost:${demo.port}` });
    expect(status).toBe(200);
    expect(text).toContain('<script defer src="/diario/np-loader.js"></script>');
    expect(text).toContain('<script defer src="/__demo/assets/gallery.js"></script>');
    expect(text).not.toMatch(/\sstyle=/);
  });

  test('places every registered widget with its example attributes, escaped', async () => {
    const { text } = await demo.get('/demo/', { host: 'localhost' });
    expect(text).toContain('<np-share-bar id="demo-np-share-bar" url="http://diario.localhost:8080/noticia/1001" title="Titular &quot;con&quot; comillas"></np-share-bar>');
    expect(text).toContain('<np-ad-slot id="demo-np-ad-slot" position="{&quot;id&quot;:&quot;ad-1&quot;,&quot;sizes&quot;:[[728,90]]}" lazy="true" count="3"></np-ad-slot>');
    expect(text).toContain('Share &lt;buttons&gt;');
  });

  test('stages each variant of widget.json `gallery` too, with its own fields', async () => {
    const { text } = await demo.get('/demo/', { host: `localhost:${demo.port}` });
    expect(text).toContain('<np-carousel id="demo-np-carousel" template="carousel" items="[]"></np-carousel>');
    expect(text).toContain('<np-carousel id="demo-np-carousel-2" template="mini" items="[]"></np-carousel>');
    expect(text).toContain('<np-carousel id="demo-np-carousel-3" template="slider" items="[]"></np-carousel>');
    expect(text).not.toContain('unknown=');
    expect(text).toMatch(/<input id="field-np-carousel-2-template" name="template" data-attribute="template" data-type="string" type="text" value="mini">/);
  });

  test('has a labelled field per attribute, typed', async () => {
    const { text } = await demo.get('/demo/', { host: 'localhost' });
    expect(text).toContain('<label for="field-np-share-bar-url">');
    expect(text).toMatch(/<input id="field-np-share-bar-url" name="url" data-attribute="url" data-type="string" type="text" value="http:\/\/diario\.localhost:8080\/noticia\/1001">/);
    expect(text).toMatch(/<textarea id="field-np-ad-slot-position"[^>]*data-type="json"/);
    expect(text).toMatch(/<input id="field-np-ad-slot-lazy"[^>]*type="checkbox" checked>/);
    expect(text).toMatch(/<input id="field-np-ad-slot-count"[^>]*type="number"/);
  });

  test('reports a broken widget.json and skips folders without one', async () => {
    const { text } = await demo.get('/demo/', { host: 'localhost' });
    expect(text).toContain('widgets/broken');
    expect(text).not.toContain('no-manifest');
  });

  test('the preview switch reloads with and without ?preview=1', async () => {
    const off = await demo.get('/demo/', { host: 'localhost' });
    expect(off.text).toContain('href="/demo/?preview=1"');
    expect(off.text).toContain('"preview":false');
    const on = await demo.get('/demo/?preview=1', { host: 'localhost' });
    expect(on.text).toContain('<a class="button" href="/demo/">');
    expect(on.text).toContain('"preview":true');
  });

  test('is also reachable on a site host, and /demo redirects to /demo/', async () => {
    expect((await demo.get('/demo/', { host: 'diario.localhost' })).status).toBe(200);
    const redirect = await demo.get('/demo?preview=1', { host: 'localhost' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/demo/?preview=1');
  });

  test('with no widgets at all it says so', async () => {
    const empty = await startDemo({ widgetsDir: path.join(widgetsDir, 'missing') });
    try {
      expect((await empty.get('/demo/', { host: 'localhost' })).text).toContain('Todavía no hay widgets registrados.');
    } finally {
      await empty.stop();
    }
  });
});
