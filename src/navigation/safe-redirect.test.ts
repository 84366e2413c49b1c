// Our open-redirect set (test/support/vectors/open-redirect.ts) and, when NP_CORPORA_DIR is set,
// every payload of the shared open-redirect corpus, literally and through ?backUrl=: the ones that
// would leave the site (or that the URL parser refuses) go to the account page instead.
import { sharedCorpora, type SharedCorpora } from '../../test/support/corpora';
import { OPEN_REDIRECT_VECTORS, SITE as OWN_SITE } from '../../test/support/vectors/open-redirect';
import { ACCOUNT_PAGE_PATH, backUrlOf, safeRedirectTarget } from './safe-redirect';

const SITE = 'https://www.whitelisteddomain.tld';
const CURRENT = `${SITE}/account/login`;
const FALLBACK = `${SITE}${ACCOUNT_PAGE_PATH}`;

describe('our open-redirect set', () => {
  const current = `${OWN_SITE}/account/login`;
  const expected = (verdict: string) => (verdict === 'leaves' ? `${OWN_SITE}${ACCOUNT_PAGE_PATH}` : verdict);

  it.each(OPEN_REDIRECT_VECTORS.map((vector) => [vector.payload, vector] as const))('literal backUrl %s', (_payload, vector) => {
    expect(safeRedirectTarget(vector.payload, current)).toBe(expected(vector.literal));
  });

  it.each(OPEN_REDIRECT_VECTORS.map((vector) => [vector.payload, vector] as const))('?backUrl=%s', (_payload, vector) => {
    expect(safeRedirectTarget(backUrlOf(`?backUrl=${vector.payload}`), current)).toBe(expected(vector.viaQuery));
  });
});

const refused = (verdict: string | undefined) => verdict !== '0';

function describeSharedCorpus(corpora: SharedCorpora): void {
  const payloads = corpora.readLines('open-redirect-payloads.txt');
  const evaluation = new Map(corpora.readTsv('open-redirect-payloads.eval.tsv').map((row) => [row.payload ?? '', row]));

  describe('the shared open-redirect corpus', () => {
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
}

const corpora = sharedCorpora('src/navigation/safe-redirect.test.ts');
if (corpora) describeSharedCorpus(corpora);

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
