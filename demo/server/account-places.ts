// The code-to-name maps the profile and registration forms receive: countries (ISO codes), the
// 52 provinces (INE codes) and, for every province, a few municipalities (INE codes: province +
// 3 digits). The data lives in ./places; nothing is read from outside the project.
import { MUNICIPALITIES } from './places/municipalities';
import { PROVINCES } from './places/provinces';
import type { Lang } from './sites';

export type PlaceMap = Record<string, string>;

const COUNTRIES: Record<Lang, PlaceMap> = {
  es: { ES: 'España', AD: 'Andorra', DE: 'Alemania', FR: 'Francia', IT: 'Italia', PT: 'Portugal', GB: 'Reino Unido', US: 'Estados Unidos', MA: 'Marruecos', AR: 'Argentina', MX: 'México' },
  ca: { ES: 'Espanya', AD: 'Andorra', DE: 'Alemanya', FR: 'França', IT: 'Itàlia', PT: 'Portugal', GB: 'Regne Unit', US: 'Estats Units', MA: 'Marroc', AR: 'Argentina', MX: 'Mèxic' },
};

/** INE province code to official name. */
export const provinceMap = (): PlaceMap => ({ ...PROVINCES });
export const countryMap = (lang: Lang): PlaceMap => COUNTRIES[lang];
/** INE municipality code to name. */
export const cityMap = (): PlaceMap => ({ ...MUNICIPALITIES });
