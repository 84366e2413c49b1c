// The demo's place data: the 52 provinces with their INE codes, and for each at least one
// municipality whose INE code starts with the province's. With NP_CORPORA_DIR set, the province
// codes are also compared with the shared corpus.
import { sharedCorpora } from '../../../test/support/corpora';
import { cityMap, provinceMap } from '../account-places';

const provinces = provinceMap();
const cities = cityMap();
const codes = Object.keys(provinces).sort();

describe('provinces', () => {
  it('are the 52 INE codes 01 to 52, each with a name', () => {
    expect(codes).toEqual(Array.from({ length: 52 }, (_, index) => String(index + 1).padStart(2, '0')));
    for (const code of codes) expect(provinces[code]?.trim()).toBeTruthy();
    expect(new Set(Object.values(provinces)).size).toBe(52);
  });

  it('use the official names', () => {
    expect(provinces).toMatchObject({ '01': 'Araba/Álava', '03': 'Alicante/Alacant', '07': 'Illes Balears', '46': 'València/Valencia', '51': 'Ceuta', '52': 'Melilla' });
  });
});

describe('municipalities', () => {
  it('every code is 5 digits and starts with a province code', () => {
    for (const code of Object.keys(cities)) {
      expect(code).toMatch(/^\d{5}$/);
      expect([code, provinces[code.slice(0, 2)] !== undefined]).toEqual([code, true]);
    }
  });

  it('every province has at least one municipality', () => {
    const without = codes.filter((province) => !Object.keys(cities).some((code) => code.startsWith(province)));
    expect(without).toEqual([]);
  });

  it('well-known codes name their cities', () => {
    expect(cities).toMatchObject({
      '28079': 'Madrid', '08019': 'Barcelona', '46250': 'València', '41091': 'Sevilla', '50297': 'Zaragoza',
      '29067': 'Málaga', '48020': 'Bilbao', '07040': 'Palma', '15030': 'A Coruña', '03014': 'Alicante/Alacant',
    });
  });
});

const corpora = sharedCorpora('demo/server/places/places.test.ts');
if (corpora)
  describe('provinces against the shared corpus', () => {
    it('have the same 52 codes as spain-provinces.tsv', () => {
      expect(corpora.readTsv('spain-provinces.tsv').map((row) => row.ine_code).sort()).toEqual(codes);
    });
  });
