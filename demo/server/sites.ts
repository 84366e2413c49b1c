// The two sites of the demo, chosen by the first label of the Host header.

export type SiteAlias = 'diario' | 'diari';
export type Lang = 'es' | 'ca';

export interface DemoSite {
  alias: SiteAlias;
  id: string;
  mediaId: string;
  name: string;
  lang: Lang;
}

export const SITES: Readonly<Record<SiteAlias, DemoSite>> = {
  diario: { alias: 'diario', id: '1', mediaId: '10', name: 'El Diario', lang: 'es' },
  diari: { alias: 'diari', id: '2', mediaId: '20', name: 'El Diari', lang: 'ca' },
};

export const SITE_ALIASES = Object.keys(SITES) as SiteAlias[];

export interface HostInfo {
  /** The Host header as requested (with port), or `localhost` when it is missing or odd. */
  host: string;
  site: DemoSite;
  /** False for any other host (localhost, an IP): it serves the gallery and treats pages as diario. */
  isSiteHost: boolean;
}

const VALID_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstLabel(host: string): string {
  if (host.startsWith('[')) return '';
  return (host.split(':')[0] ?? '').split('.')[0]?.toLowerCase() ?? '';
}

export function isSiteAlias(value: string): value is SiteAlias {
  return value === 'diario' || value === 'diari';
}

export function hostInfo(hostHeader: string | undefined): HostInfo {
  const host = hostHeader && VALID_HOST.test(hostHeader) ? hostHeader : 'localhost';
  const label = firstLabel(host);
  return isSiteAlias(label) ? { host, site: SITES[label], isSiteHost: true } : { host, site: SITES.diario, isSiteHost: false };
}
