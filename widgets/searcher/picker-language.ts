// The date picker's language (spec: discovery, section 9): en, es, ca or it from the nearest
// `lang`, es by default.
export const PICKER_LANGUAGES = ['en', 'es', 'ca', 'it'] as const;
export type PickerLanguage = (typeof PICKER_LANGUAGES)[number];

export function pickerLanguage(element: Element | null): PickerLanguage {
  const lang = (element?.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().slice(0, 2);
  return (PICKER_LANGUAGES as readonly string[]).includes(lang) ? (lang as PickerLanguage) : 'es';
}
