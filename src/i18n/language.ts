export type Language = 'es' | 'ca';

/** The catalogue language of a node: the nearest `lang` attribute, es unless it says ca. */
export function languageOf(node: Element | null = document.documentElement): Language {
  const lang = node?.closest('[lang]')?.getAttribute('lang') ?? '';
  return /^ca\b/i.test(lang) ? 'ca' : 'es';
}
