// The participation texts: the same keys in es and ca, no empty text, the same {placeholders},
// no clash with a core or account key, and t() reads them once their module has loaded.
import { es } from '../es';
import { catalogues, translator } from '../index';
import { accountMessagesEs } from '../account/messages';
import { participationMessagesCa, participationMessagesEs } from './messages';
import './index';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort().join();

describe('the participation texts', () => {
  it('have the same keys, no empty text and the same placeholders in es and ca', () => {
    expect(Object.keys(participationMessagesCa).sort()).toEqual(Object.keys(participationMessagesEs).sort());
    for (const [key, message] of Object.entries(participationMessagesEs)) {
      const ca = participationMessagesCa[key as keyof typeof participationMessagesEs];
      expect([key, message.trim() !== '', ca.trim() !== '', placeholders(ca)]).toEqual([key, true, true, placeholders(message)]);
    }
  });

  it('join the catalogues t() reads, without clashing with a core or account key', () => {
    for (const key of Object.keys(participationMessagesEs)) expect([key, key in es || key in accountMessagesEs]).toEqual([key, false]);
    expect(catalogues.es).toMatchObject(participationMessagesEs);
    expect(translator('ca')('contact.error')).toBe("No s'ha pogut enviar el teu missatge. Torna-ho a provar més tard.");
  });
});
