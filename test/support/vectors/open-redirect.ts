// Our own open-redirect set, written for this project, for a page at https://www.np-site.test/.
// Each value is tried literally and pasted raw into ?backUrl= (read back with URLSearchParams: one
// percent-decoding, "+" as a space). The page is /account/login, which relative paths start from. 'leaves' means the browser would end up off the site (or the
// URL parser refuses the value), so the helper must use its fallback; otherwise the exact address.

export const SITE = 'https://www.np-site.test';

type Verdict = 'leaves' | string;

export interface RedirectVector {
  payload: string;
  literal: Verdict;
  viaQuery: Verdict;
}

const vector = (payload: string, literal: Verdict, viaQuery: Verdict = literal): RedirectVector => ({ payload, literal, viaQuery });

export const OPEN_REDIRECT_VECTORS: RedirectVector[] = [
  // Other origins, written plainly.
  vector('https://evil.example/', 'leaves'),
  vector('http://www.np-site.test/', 'leaves'),
  vector('https://www.np-site.test.evil.example/', 'leaves'),
  vector('https://www.np-site.test@evil.example/', 'leaves'),
  vector('https://evil.example/?https://www.np-site.test/', 'leaves'),
  vector('https://evil.example#https://www.np-site.test/', 'leaves'),
  vector('https://www.np-site.test:8443/', 'leaves'),
  // Protocol-relative and slash tricks the parser reads as a host.
  vector('//evil.example', 'leaves'),
  vector('///evil.example/', 'leaves'),
  vector('////evil.example', 'leaves'),
  vector('/\\evil.example', 'leaves'),
  vector('\\\\evil.example', 'leaves'),
  vector('\\/evil.example', 'leaves'),
  vector('/\t/evil.example', 'leaves'),
  vector(' //evil.example', 'leaves'),
  vector('https:\\\\evil.example', 'leaves'),
  vector('HTTPS://EVIL.EXAMPLE', 'leaves'),
  vector('//evil%2eexample', 'leaves'),
  vector('//evil。example', 'leaves'),
  vector('//127.0.0.1', 'leaves'),
  vector('//0x7f.1', 'leaves'),
  vector('//[::1]/', 'leaves'),
  // Other schemes.
  vector('javascript:alert(1)', 'leaves'),
  vector('JavaScript:alert(1)//https://www.np-site.test/', 'leaves'),
  vector(' javascript:alert(1)', 'leaves'),
  vector('java\tscript:alert(1)', 'leaves'),
  vector('data:text/html,<script>alert(1)</script>', 'leaves'),
  vector('vbscript:msgbox(1)', 'leaves'),
  vector('file:///etc/passwd', 'leaves'),
  vector('ftp://evil.example/', 'leaves'),
  vector('blob:https://evil.example/1', 'leaves'),
  // Values the parser refuses.
  vector('https://', 'leaves'),
  vector('http://[evil.example]/', 'leaves'),
  vector('//evil.example:99999/', 'leaves'),
  // Encoded: harmless as written, decoded once by ?backUrl= into a host.
  vector('/%2f%2fevil.example', `${SITE}/%2f%2fevil.example`, 'leaves'),
  vector('/%5Cevil.example', `${SITE}/%5Cevil.example`, 'leaves'),
  vector('/%09/evil.example', `${SITE}/%09/evil.example`, 'leaves'),
  vector('%2F%2Fevil.example', `${SITE}/account/%2F%2Fevil.example`, 'leaves'),
  vector('https%3A%2F%2Fevil.example', `${SITE}/account/https%3A%2F%2Fevil.example`, 'leaves'),
  vector('javascript%3Aalert(1)', `${SITE}/account/javascript%3Aalert(1)`, 'leaves'),
  // Same-site addresses that stay (a later "&" ends the query value).
  vector('/noticia/1001', `${SITE}/noticia/1001`),
  vector('/perfil/boletines/?tab=2#lista', `${SITE}/perfil/boletines/?tab=2#lista`),
  vector('https://www.np-site.test/perfil/', `${SITE}/perfil/`),
  vector('noticia/1001', `${SITE}/account/noticia/1001`),
  vector('../../noticia/1001', `${SITE}/noticia/1001`),
  vector('/.evil.example', `${SITE}/.evil.example`),
  vector('/evil.example', `${SITE}/evil.example`),
  vector('?x=1&backUrl=//evil.example', `${SITE}/account/login?x=1&backUrl=//evil.example`, `${SITE}/account/login?x=1`),
  // A scheme like the page's, with no slashes or one, is a path on this site under the URL standard.
  vector('https:evil.example', `${SITE}/account/evil.example`),
  vector('https:/evil.example', `${SITE}/evil.example`),
  vector('/buscar?q=a+b', `${SITE}/buscar?q=a+b`, `${SITE}/buscar?q=a%20b`),
  vector('#top', `${SITE}/account/login#top`),
];
