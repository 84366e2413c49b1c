// Tag-manager user variables: set on login (with the spec's age bands), cleared on logout.
import type { CurrentUser } from '../api/user';
import { pushToDataLayer } from '../data-layer';

const AGE_BANDS: ReadonlyArray<readonly [number, string]> = [
  [65, '65+'],
  [55, '55-64'],
  [45, '45-54'],
  [35, '35-44'],
  [25, '25-34'],
  [18, '18-24'],
];

/** The analytics age band, or null under 18 or when the age is unknown. */
export function ageBand(age: number | null): string | null {
  if (age === null || !Number.isFinite(age)) return null;
  return AGE_BANDS.find(([from]) => age >= from)?.[1] ?? null;
}

export function ageOn(isoBirthdate: string | null, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoBirthdate ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

export function pushLoggedIn(user: CurrentUser, age: number | null = ageOn(user.birthdate)): void {
  pushToDataLayer({ event: 'login', userId: user.id, userLogged: true, userAgeBand: ageBand(age) });
}

export function pushLoggedOut(): void {
  pushToDataLayer({ event: 'logout', userId: undefined, userLogged: false, userAgeBand: undefined });
}
