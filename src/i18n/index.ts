// t(key, params) over the es and ca catalogues. Params fill `{name}` placeholders.
import { ca } from './ca';
import { es } from './es';
import { languageOf, type Language } from './language';

export type MessageKey = keyof typeof es;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const catalogues: Record<Language, Record<MessageKey, string>> = { es, ca };

export function translator(language: Language): Translate {
  const catalogue = catalogues[language];
  return (key, params) =>
    catalogue[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      params && name in params ? String(params[name]) : placeholder,
    );
}

/** Translates with the page's language (`<html lang>`, es by default). */
export const t: Translate = (key, params) => translator(languageOf(document.documentElement))(key, params);

export { languageOf, type Language };
