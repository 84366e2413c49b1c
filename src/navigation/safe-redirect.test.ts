// Every payload of the open-redirect corpus, literally and through ?backUrl=: the ones that would
// leave the site (or that the URL parser refuses) go to the account page instead.
import { readLines, readTsv } from '../../test/support/corpora';
import { ACCOUNT_PAGE_PATH, backUrlOf, safeRedirectTarget } from './safe-redirect';

const SITE = 'https://www.whitelisteddomain.tld';
const CURRENT = `${SITE}/account/login`;
const FALLBACK = `${SITE}${ACCOUNT_PAGE_PATH}`;

const payloads = readLines('open-redirect-payloads.txt');
const evaluation = new Map(readTsv('open-redirect-payloads.eval.tsv').map((row) => [row.payload ?? '', row]));

const refused = (verdict: string | undefined) => verdict !== '0';

describe('the open-redirect corpus', () => {
  it('has an evaluation row for every one of its 165 payloads', () => {
    expect(payloads).toHaveLength(165);
    for (const payload of payloads) expect(evaluation.has(payload)).toBe(true);
  });

  it.each(payloads)('literal backUrl %s: stays on the site', (payload) => {
    const row = evaluation.get(payload)!;
    const target = safeRedirectTarget(payload, CURRENT);
    expect(new URL(target).origin).toBe(SITE);
    expect(target).toBe(refused(row.leaves_origin_literal) ? FALLBACK : row.resolved_literal);
  });

  it.each(payloads)('?backUrl=%s: stays on the site', (payload) => {
    const row = evaluation.get(payload)!;
    const value = backUrlOf(`?backUrl=${payload}`);
    const target = safeRedirectTarget(value, CURRENT);
    expect(new URL(target).origin).toBe(SITE);
    expect(target).toBe(refused(row.leaves_origin_via_query) ? FALLBACK : row.resolved_via_query);
  });
});

describe('safeRedirectTarget', () => {
  it('follows same-site paths and absolute same-origin addresses', () => {
    expect(safeRedirectTarget('/noticia/1001?x=1#comments', CURRENT)).toBe(`${SITE}/noticia/1001?x=1#comments`);
    expect(safeRedirectTarget(`${SITE}/perfil/boletines/`, CURRENT)).toBe(`${SITE}/perfil/boletines/`);
  });

  it('refuses other origins, other schemes, a missing or non-string value', () => {
    for (const value of ['https://evil.example/', 'http://www.whitelisteddomain.tld/', 'javascript:alert(1)', 'data:text/html,x', '', null, 42]) {
      expect(safeRedirectTarget(value, CURRENT)).toBe(FALLBACK);
    }
  });

  it('takes another fallback (logout goes to the login page)', () => {
    expect(safeRedirectTarget('//evil.example', CURRENT, '/acceso/')).toBe(`${SITE}/acceso/`);
  });
});
