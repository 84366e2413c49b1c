import { MUNICIPALITIES } from '../../demo/server/places/municipalities';
import { PROVINCES } from '../../demo/server/places/provinces';
import { comparePlaceNames, sortedPlaces } from './place-order';

// Names with what a collator has to get right: accents, case, ñ, ç, spaces, hyphens, slashes,
// apostrophes and the Catalan middle dot.
const NAMES = [
  'Ávila', 'Avilés', 'Álava', 'Alacant', 'Albacete', 'A Coruña', 'Araba/Álava', 'Alicante/Alacant',
  'Cáceres', 'Cádiz', 'Castelló de la Plana', 'Castellón', 'Córdoba', 'Coria', 'Ourense', 'Orense',
  'Ñora', 'Nules', 'Noia', 'Niebla', 'Muñana', 'Munera', 'Muñogalindo', 'Mula', 'España', 'Espanya',
  'Eslovenia', 'Estados Unidos', 'Francia', 'França', 'Itàlia', 'Italia', 'Málaga', 'Malagón',
  "L'Hospitalet de Llobregat", 'Lleida', 'Lérida', 'Lugo', 'León', 'Logroño', 'Sant Cugat del Vallès',
  'Santa Coloma de Gramenet', 'Santander', 'Vitoria-Gasteiz', 'Vitigudino', 'Òdena', 'Olot', 'Úbeda',
  'Utrera', 'Écija', 'Elche/Elx', 'Elda', 'Ibiza', 'Íscar', 'Zaragoza', 'Zamora', 'Ceuta', 'Melilla',
  'Sant Llorenç d\'Hortons', 'Sant Llorenç Savall', 'Santa Margarida i els Monjos', 'Vila-seca', 'Vilassar',
  'Cal·lípolis', 'Calonge', 'Callús', 'Sabadell', 'Sa Pobla', 'Sant Boi de Llobregat', 'Sant Adrià de Besòs',
];

const byCollator = (names: readonly string[]) => [...names].sort(new Intl.Collator('es').compare);

describe('place names order', () => {
  it('sorts as a Spanish collator does', () => {
    expect([...NAMES].sort(comparePlaceNames)).toEqual(byCollator(NAMES));
  });

  it('sorts the demo provinces and municipalities as a Spanish collator does', () => {
    for (const map of [PROVINCES, MUNICIPALITIES]) {
      expect(sortedPlaces(map).map(([, name]) => name)).toEqual(byCollator(Object.values(map)));
    }
  });

  it('puts ñ after every n and before o', () => {
    expect(['Ñora', 'Nz', 'Oña', 'Na'].sort(comparePlaceNames)).toEqual(['Na', 'Nz', 'Ñora', 'Oña']);
  });

  it('orders names equal but for accents or case the same way every time', () => {
    expect(comparePlaceNames('Avila', 'Ávila')).toBeLessThan(0);
    expect(comparePlaceNames('Ávila', 'Avila')).toBeGreaterThan(0);
    expect(comparePlaceNames('Ávila', 'Ávila')).toBe(0);
  });
});

describe('sortedPlaces', () => {
  it('keeps the code of each name and leaves out entries that are not strings', () => {
    const map = { '28': 'Madrid', '08': 'Barcelona', '99': 7 as unknown as string, '01': 'Araba/Álava' };
    expect(sortedPlaces(map)).toEqual([['01', 'Araba/Álava'], ['08', 'Barcelona'], ['28', 'Madrid']]);
  });

  it('sorts a map once: the same map gives the same array', () => {
    const map = { '28': 'Madrid', '08': 'Barcelona' };
    expect(sortedPlaces(map)).toBe(sortedPlaces(map));
    expect(sortedPlaces(undefined)).toEqual([]);
  });

  it('offers nothing for a map attribute that is not an object', () => {
    for (const value of ['Madrid', 28, true, null]) expect(sortedPlaces(value as unknown as Record<string, string>)).toEqual([]);
  });

  it('sorts a decomposed ñ as the composed one', () => {
    expect(['Ona', 'N\u0303ora', 'Nz'].sort(comparePlaceNames)).toEqual(['Nz', 'N\u0303ora', 'Ona']);
  });
});
