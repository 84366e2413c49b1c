// The four seeded readers of the contract (section 5), and one with an incomplete profile.
import { hashPasswordSync } from '../passwords';
import { Random } from './prng';
import type { DemoContent, DemoUser } from './types';
import type { Author } from '../../../src/api/content';

export const SEEDED_PASSWORD = 'Lectura2026';

const EMPTY_PROFILE: Omit<DemoUser, 'id' | 'email' | 'password' | 'nick' | 'name' | 'surname' | 'registered'> = {
  validated: true,
  legacy: false,
  demoAccount: false,
  birthdate: null,
  gender: null,
  phone: null,
  nif: null,
  address: null,
  postalCode: null,
  city: null,
  province: null,
  country: null,
  alternativeEmail: null,
  bulletin: false,
  demoBulletin: false,
  newsletterIds: [],
  savedContentIds: [],
  followedAuthorIds: [],
  commentsLikeId: [],
  commentsDislikeId: [],
  commentsReportId: [],
};

export function generateUsers(contents: readonly DemoContent[], authors: readonly Author[]): DemoUser[] {
  const random = Random.forSection('users');
  const password = () => hashPasswordSync(SEEDED_PASSWORD, random.hex(16));
  const articles = contents.filter((content) => content.contentType === 'article').slice(0, 40);
  const lector: DemoUser = {
    ...EMPTY_PROFILE,
    id: '101',
    email: 'lector@example.com',
    password: password(),
    nick: 'lector',
    name: 'Lucía',
    surname: 'Martín Soler',
    birthdate: '1988-04-12',
    gender: 'f',
    phone: '612345678',
    address: 'Calle Mayor 12, 3º B',
    postalCode: '46001',
    city: '46250',
    province: '46',
    country: 'ES',
    registered: '2021-03-15',
    bulletin: true,
    newsletterIds: ['1', '3'],
    savedContentIds: random.sample(articles, 4).map((content) => content.id),
    followedAuthorIds: random.sample(authors, 3).map((author) => author.id),
  };
  const pendiente: DemoUser = {
    ...EMPTY_PROFILE, id: '102', email: 'pendiente@example.com', password: password(), validated: false,
    nick: 'pendiente', name: 'Pedro', surname: 'Vidal', registered: '2026-01-10',
  };
  const antiguo: DemoUser = {
    ...EMPTY_PROFILE, id: '103', email: 'antiguo@example.com', password: null, legacy: true,
    nick: 'antiguo', name: 'Antonia', surname: 'Llorens', registered: '2012-06-01',
  };
  const demo: DemoUser = {
    ...EMPTY_PROFILE, id: '104', email: 'demo@example.com', password: password(), demoAccount: true,
    nick: 'demo', name: 'Demo', surname: 'Cuenta', country: 'ES', registered: '2020-01-01', demoBulletin: true,
  };
  // Not in the contract: a validated reader without birth date, who may not comment (profile incomplete).
  const incompleto: DemoUser = {
    ...EMPTY_PROFILE, id: '105', email: 'incompleto@example.com', password: password(),
    nick: 'incompleto', name: 'Iván', surname: 'Soto Ferrer', country: 'ES', registered: '2025-09-01',
  };
  return [lector, pendiente, antiguo, demo, incompleto];
}
