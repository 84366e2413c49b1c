// The order of the country, province and city options: alphabetical as a Spanish or Catalan reader
// reads it (accents and case aside, ñ after n), without Intl.Collator. A page's first collator costs
// Chromium about 20 ms of main thread (ICU loading its collation data; 80 ms at a phone's 4x CPU),
// and the profile and registration pages need no other. Each map is sorted once, not per render:
// a site's full municipality list (8,131) took 64 ms to sort with localeCompare, on every keystroke.

/** A code-to-name map of countries, provinces or municipalities. */
export type PlaceMap = Readonly<Record<string, string>>;

/**
 * Lower case without diacritics, ñ kept apart as a letter after n (U+FFFF outranks every letter),
 * and without the Catalan middle dot (col·legi sorts as collegi, as in a dictionary).
 */
function sortKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/ñ/g, 'n\uffff')
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u00b7]/g, '');
}

interface KeyedName {
  name: string;
  key: string;
}

/** By sort key; names equal but for accents or case by their code units. */
function byKey(a: KeyedName, b: KeyedName): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Compares two place names. */
export const comparePlaceNames = (a: string, b: string): number => byKey({ name: a, key: sortKey(a) }, { name: b, key: sortKey(b) });

const sortedByMap = new WeakMap<PlaceMap, ReadonlyArray<[string, string]>>();

/** The map's entries with a string name, by name; the same array for the same map. */
export function sortedPlaces(map: PlaceMap | undefined): ReadonlyArray<[string, string]> {
  // The maps are JSON attributes a template writes: one that is no object holds no place.
  if (typeof map !== 'object' || map === null) return [];
  let sorted = sortedByMap.get(map);
  if (!sorted) {
    // Each name's key made once, not in every comparison.
    const keyed = Object.entries(map)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map((entry) => ({ entry, name: entry[1], key: sortKey(entry[1]) }));
    sorted = keyed.sort(byKey).map(({ entry }) => entry);
    sortedByMap.set(map, sorted);
  }
  return sorted;
}
