// The files a saved article page needs besides its HTML: its images, stylesheets and scripts.
// The worker has no DOM parser, and it only needs the addresses, so it reads the start tags.

const ASSET_TAG = /<(img|script|link|source)\b[^>]*>/gi;
const ATTRIBUTE = /\s([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'" };

const decodeEntities = (text: string) => text.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of tag.matchAll(ATTRIBUTE)) {
    if (!attributes.has(name.toLowerCase())) attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/** The widest candidate of a `srcset`, which is the one a phone with a dense screen asks for. */
function largestCandidate(srcset: string): string | undefined {
  const candidates = srcset.split(',').map((entry) => entry.trim().split(/\s+/)).filter(([url]) => url);
  const width = ([, descriptor = '']: string[]) => parseFloat(descriptor) || 0;
  return candidates.sort((a, b) => width(b) - width(a))[0]?.[0];
}

function addressesOf(element: string, attributes: Map<string, string>): Array<string | undefined> {
  if (element === 'link') return /\bstylesheet\b/i.test(attributes.get('rel') ?? '') ? [attributes.get('href')] : [];
  if (element === 'script') return [attributes.get('src')];
  const srcset = attributes.get('srcset');
  return [attributes.get('src'), srcset ? largestCandidate(srcset) : undefined];
}

/** Absolute http(s) addresses of the page's images, stylesheets and scripts, each once. */
export function pageAssets(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  for (const [tag, element = ''] of html.matchAll(ASSET_TAG)) {
    for (const address of addressesOf(element.toLowerCase(), attributesOf(tag))) {
      if (!address) continue;
      try {
        const url = new URL(address, pageUrl);
        url.hash = '';
        if (/^https?:$/.test(url.protocol)) found.add(url.href);
      } catch {
        // Not an address: nothing to keep.
      }
    }
  }
  return [...found];
}
