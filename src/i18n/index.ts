// t(key, params) over the es and ca catalogues. Params fill `{name}` placeholders.
import { ca } from './ca';
import { es } from './es';
import type { AccountMessageKey } from './account/messages';
import type { CardMessageKey } from './cards/messages';
import type { ParticipationMessageKey } from './participation/messages';
import type { VideoMessageKey } from './video/messages';
import type { WidgetTextKey } from './widget-texts';
import { languageOf, type Language } from './language';

/** Every text key: the core catalogues' and those of groups that load with their widgets (account, cards, participation, video, widget-texts). */
export type MessageKey = keyof typeof es | AccountMessageKey | CardMessageKey | ParticipationMessageKey | VideoMessageKey | WidgetTextKey;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

// The account and video texts join when their modules load (src/i18n/account, src/i18n/video), before their widgets render.
export const catalogues = { es: { ...es }, ca: { ...ca } } as Record<Language, Record<MessageKey, string>>;

/** Adds a group of texts that loads with its widgets (same keys in es and ca). */
export function addMessages(messages: Record<Language, Readonly<Record<string, string>>>): void {
  Object.assign(catalogues.es, messages.es);
  Object.assign(catalogues.ca, messages.ca);
}

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
