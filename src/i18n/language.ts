export type Language = 'es' | 'ca';

/** The catalogue language of a node: the nearest `lang` attribute, es unless it says ca. */
export function languageOf(node: Element | null = document.documentElement): Language {
  const lang = node?.closest('[lang]')?.getAttribute('lang') ?? '';
  // `ca`, `ca-ES`, and the `ca_ES` some CMSs write.
  return /^ca(\b|_)/i.test(lang) ? 'ca' : 'es';
}
