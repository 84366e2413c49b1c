import { configBlock, scriptSafeJson, type PageConfig } from './config-block';

const config = (name: string): PageConfig => ({
  site: { alias: 'diario', id: '1', mediaId: '10', name, scheme: 'http', staticUrl: '/diario/', url: 'http://diario.localhost:8080' },
  contentId: null,
  preview: false,
  loginUrl: '/acceso',
  featureFlags: {},
  webFeatures: {},
});

describe('the config block escaping', () => {
  test('</script> in data cannot close the block, and the JSON reads back the same', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const block = configBlock(config(hostile)).value;
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    const json = block.replace(/^<script type="application\/json" id="np-config">/, '').replace(/<\/script>$/, '');
    expect((JSON.parse(json) as PageConfig).site.name).toBe(hostile);
  });

  test('< is written as \\u003c', () => {
    expect(scriptSafeJson('<b>')).toBe('"\\u003cb\\u003e"');
  });
});
