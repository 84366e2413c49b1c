// The code-to-name maps the profile and registration forms receive: countries (ISO codes), the
// 52 provinces (INE codes, read from the shared corpus spain-provinces.tsv) and a few municipalities
// per province (INE codes: province + 3 digits).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from './sites';

const PROVINCES_FILE = path.resolve(__dirname, '../../../shared/corpora/spain-provinces.tsv');

export type PlaceMap = Record<string, string>;

const COUNTRIES: Record<Lang, PlaceMap> = {
  es: { ES: 'España', AD: 'Andorra', DE: 'Alemania', FR: 'Francia', IT: 'Italia', PT: 'Portugal', GB: 'Reino Unido', US: 'Estados Unidos', MA: 'Marruecos', AR: 'Argentina', MX: 'México' },
  ca: { ES: 'Espanya', AD: 'Andorra', DE: 'Alemanya', FR: 'França', IT: 'Itàlia', PT: 'Portugal', GB: 'Regne Unit', US: 'Estats Units', MA: 'Marroc', AR: 'Argentina', MX: 'Mèxic' },
};

const CITIES: PlaceMap = {
  '03014': 'Alicante/Alacant', '03065': 'Elche/Elx', '08019': 'Barcelona', '08101': "L'Hospitalet de Llobregat", '08187': 'Sabadell',
  '12040': 'Castelló de la Plana', '17079': 'Girona', '25120': 'Lleida', '28079': 'Madrid', '28005': 'Alcalá de Henares',
  '41091': 'Sevilla', '43148': 'Tarragona', '46250': 'València', '46131': 'Gandia', '46244': 'Torrent', '07040': 'Palma',
  '15030': 'A Coruña', '48020': 'Bilbao', '50297': 'Zaragoza', '29067': 'Málaga',
};

let provinces: PlaceMap | undefined;

/** INE code to official name, from the corpus; empty (with a warning) when the file is missing. */
export function provinceMap(): PlaceMap {
  if (provinces) return provinces;
  try {
    const rows = readFileSync(PROVINCES_FILE, 'utf8').split('\n').filter((line) => line && !line.startsWith('#')).slice(1);
    provinces = Object.fromEntries(rows.map((line) => line.split('\t')).map(([code = '', name = '']) => [code, name]));
  } catch (error) {
    console.warn(`demo: no province list at ${PROVINCES_FILE}`, error);
    provinces = {};
  }
  return provinces;
}

export const countryMap = (lang: Lang): PlaceMap => COUNTRIES[lang];
export const cityMap = (): PlaceMap => CITIES;
