// Every stylesheet of the bundle keeps its rules in the cascade layer `np`: the theme
// guard (styles/theme-guard.css) sends every property inside a widget back to that layer, so an
// unlayered widget rule would be ignored there, and a page's theme would win over it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(__dirname, '../../dist');
// np-placeholders.css holds the theme guard, unlayered by design (checked in
// placeholder-stylesheet.test.ts).
const cssFiles = readdirSync(DIST).filter((file) => file.endsWith('.css') && file !== 'np-placeholders.css');

/** The top-level statements of a minified stylesheet: what stands outside every block. */
function topLevelPreludes(css: string): string[] {
  const preludes: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{' && depth++ === 0) {
      preludes.push(current.trim());
      current = '';
    } else if (char === '}') depth -= 1;
    else if (char === ';' && depth === 0) {
      preludes.push(current.trim());
      current = '';
    } else if (depth === 0) current += char;
  }
  return preludes.filter(Boolean);
}

describe('cascade layer of the bundle’s CSS', () => {
  it('the build has stylesheets', () => expect(cssFiles.length).toBeGreaterThan(10));

  it.each(cssFiles)('%s holds nothing outside @layer np', (file) => {
    const outside = topLevelPreludes(readFileSync(path.join(DIST, file), 'utf8')).filter((prelude) => prelude !== '@layer np' && !prelude.startsWith('@charset'));
    expect(outside).toEqual([]);
  });
});

describe('the loader and the placeholder rules', () => {
  const loader = readFileSync(path.join(DIST, 'np-loader.js'), 'utf8');

  it('carries no copy of them (every page paid its 1.5 KB gzipped; the template carries them), and names the file it links into a page without them', () => {
    expect(loader).not.toContain('revert-layer');
    expect(loader).not.toContain('@layer np');
    expect(loader).toContain('"np-placeholders.css"');
  });
});
