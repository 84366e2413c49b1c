import { readConfigBlock, type ConfigProblem } from './block';

// The page's `np-config` block as the store holds it, read without trusting it.

export interface SiteConfig {
  alias: string;
  id: string;
  mediaId: string;
  name: string;
  scheme: string;
  staticUrl: string;
  url: string;
}

export interface PageConfig {
  site: SiteConfig;
  contentId: string | null;
  preview: boolean;
  loginUrl: string;
  featureFlags: Record<string, boolean>;
  webFeatures: Record<string, Record<string, boolean>>;
}

export function defaultPageConfig(): PageConfig {
  return {
    site: { alias: '', id: '', mediaId: '', name: '', scheme: location.protocol.replace(':', ''), staticUrl: '', url: location.origin },
    contentId: null,
    preview: false,
    loginUrl: '/acceso',
    featureFlags: {},
    webFeatures: {},
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** Ids may come as numbers from some CMS templates. */
const id = <Fallback,>(value: unknown, fallback: Fallback): string | Fallback =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback;

function booleanMap(value: unknown): Record<string, boolean> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'boolean')) as Record<string, boolean>;
}

function readSite(value: unknown, fallback: SiteConfig): SiteConfig {
  const site = isRecord(value) ? value : {};
  return {
    alias: text(site.alias, fallback.alias),
    id: id(site.id, fallback.id),
    mediaId: id(site.mediaId, fallback.mediaId),
    name: text(site.name, fallback.name),
    scheme: text(site.scheme, fallback.scheme),
    staticUrl: text(site.staticUrl, fallback.staticUrl),
    url: text(site.url, fallback.url),
  };
}

/** Normalises any parsed JSON into a complete PageConfig, keeping what is valid. */
export function normalisePageConfig(raw: unknown): PageConfig {
  const defaults = defaultPageConfig();
  const config = isRecord(raw) ? raw : {};
  const webFeatures = isRecord(config.webFeatures)
    ? Object.fromEntries(Object.entries(config.webFeatures).map(([siteId, flags]) => [siteId, booleanMap(flags)]))
    : {};
  return {
    site: readSite(config.site, defaults.site),
    contentId: id(config.contentId, null),
    preview: config.preview === true,
    loginUrl: text(config.loginUrl, defaults.loginUrl),
    featureFlags: booleanMap(config.featureFlags),
    webFeatures,
  };
}

export interface ConfigReading {
  config: PageConfig;
  problem?: ConfigProblem;
}

/** Reads the block; a missing or malformed one yields defaults that still let widgets render. */
export function readPageConfig(doc: Document = document): ConfigReading {
  const { raw, problem } = readConfigBlock(doc);
  return { config: normalisePageConfig(raw), problem };
}
