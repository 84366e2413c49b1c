// The account texts: the same keys in es and ca per namespace file, no empty text, the same
// {placeholders}, and t() reads them once their module has loaded.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { catalogues, translator } from '../index';
import { accountMessagesCa, accountMessagesEs } from './index';

const files = (language: 'es' | 'ca') => readdirSync(join(__dirname, language)).filter((file) => file.endsWith('.ts')).sort();
const messagesOf = (language: 'es' | 'ca', file: string): Record<string, string> =>
  Object.assign({}, ...Object.values(require(`./${language}/${file}`) as Record<string, Record<string, string>>)) as Record<string, string>;
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort().join();

describe('the account texts', () => {
  it('have the same namespace files and keys in es and ca', () => {
    expect(files('ca')).toEqual(files('es'));
    for (const file of files('es')) expect(Object.keys(messagesOf('ca', file)).sort()).toEqual(Object.keys(messagesOf('es', file)).sort());
  });

  it('have no empty text and the same placeholders in ca as in es', () => {
    for (const [key, message] of Object.entries(accountMessagesEs)) {
      expect([key, message.trim() !== '', placeholders(message)]).toEqual([key, true, placeholders(accountMessagesCa[key as keyof typeof accountMessagesEs])]);
      expect(accountMessagesCa[key as keyof typeof accountMessagesEs].trim()).not.toBe('');
    }
  });

  it('join the catalogues t() reads, without clashing with a core key', () => {
    expect(catalogues.es).toMatchObject(accountMessagesEs);
    expect(catalogues.ca).toMatchObject(accountMessagesCa);
    expect(translator('es')('login.wrongCredentials')).toBe('Correo electrónico o contraseña incorrectos.');
    expect(translator('ca')('newsletter.error')).toBe('Hi ha hagut un error puntual, torna-ho a provar més tard');
  });
});
