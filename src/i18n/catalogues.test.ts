// The es and ca catalogues: same keys everywhere, no empty text, and t() in the page's language.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { catalogues, languageOf, t, translator, type Language } from './index';

/** Namespace files as they are on disk now, so a namespace added later is checked too. */
const namespaceFiles = (language: Language): string[] =>
  readdirSync(join(__dirname, language))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
    .sort();

/** Every message a namespace file exports (whatever its export is called). */
function namespaceMessages(language: Language, file: string): Record<string, string> {
  const exports = require(`./${language}/${file}`) as Record<string, Record<string, string>>;
  return Object.assign({}, ...Object.values(exports)) as Record<string, string>;
}

const placeholders = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

const sortedKeys = (messages: object): string[] => Object.keys(messages).sort();

afterEach(() => {
  document.documentElement.lang = 'es';
});

describe('the es and ca catalogues', () => {
  it('have exactly the same keys', () => {
    expect(sortedKeys(catalogues.ca)).toEqual(sortedKeys(catalogues.es));
  });

  it('have the same namespace files', () => {
    expect(namespaceFiles('es').length).toBeGreaterThan(0);
    expect(namespaceFiles('ca')).toEqual(namespaceFiles('es'));
  });

  describe.each(namespaceFiles('es'))('namespace %s', (file) => {
    it('has exactly the same keys in es and ca', () => {
      expect(sortedKeys(namespaceMessages('ca', file))).toEqual(sortedKeys(namespaceMessages('es', file)));
    });

    it('is part of the catalogue t() reads', () => {
      for (const language of ['es', 'ca'] as const) {
        expect(catalogues[language]).toMatchObject(namespaceMessages(language, file));
      }
    });
  });

  it.each(['es', 'ca'] as const)('no %s message is empty', (language) => {
    const empty = Object.entries(catalogues[language]).filter(([, message]) => message.trim() === '');
    expect(empty).toEqual([]);
  });

  it('a ca message has the same {placeholders} as its es message', () => {
    const differing = Object.keys(catalogues.es).filter(
      (key) => placeholders(catalogues.ca[key as keyof typeof catalogues.ca]).join() !== placeholders(catalogues.es[key as keyof typeof catalogues.es]).join(),
    );
    expect(differing).toEqual([]);
  });
});

describe('t() picks the language of <html lang>', () => {
  it.each(['ca', 'ca-ES', 'CA-es', 'ca_ES'])('lang="%s" gives ca', (lang) => {
    document.documentElement.lang = lang;
    expect(t('share.native')).toBe('Comparteix a');
  });

  it.each(['es', 'es-ES', 'en', 'fr-CA'])('lang="%s" gives es', (lang) => {
    document.documentElement.lang = lang;
    expect(t('share.native')).toBe('Comparte a');
  });

  it('no lang at all gives es', () => {
    document.documentElement.removeAttribute('lang');
    expect(t('share.native')).toBe('Comparte a');
  });

  it('the nearest lang of an element counts, not only the page one', () => {
    document.body.innerHTML = '<div lang="ca"><p id="inside">x</p></div><p id="outside">x</p>';
    expect(languageOf(document.getElementById('inside'))).toBe('ca');
    expect(languageOf(document.getElementById('outside'))).toBe('es');
    document.body.replaceChildren();
  });
});

describe('params fill {name} placeholders', () => {
  it('each placeholder takes its param, numbers included', () => {
    expect(translator('es')('ad.reserved', { desktop: 250, mobile: 100 })).toBe('Altura reservada: 250 px escritorio, 100 px móvil');
    expect(translator('ca')('ad.placeholder', { name: 'portada' })).toBe('Espai publicitari «portada»');
  });

  it('a placeholder without a param is left as written', () => {
    expect(translator('es')('ad.sizes')).toBe('Tamaños: {sizes}');
    expect(translator('es')('ad.reserved', { desktop: 250 })).toBe('Altura reservada: 250 px escritorio, {mobile} px móvil');
  });
});

describe('spec texts', () => {
  it('the share bar\'s native share text is exactly "Comparte a" in es', () => {
    expect(catalogues.es['share.native']).toBe('Comparte a');
  });
});
