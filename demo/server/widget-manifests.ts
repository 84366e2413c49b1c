// The widgets' self-descriptions, read from widgets/*/widget.json on every gallery request.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from './http/body';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetAttribute {
  name: string;
  type: AttributeType;
  example: unknown;
  description?: string;
}

export interface WidgetManifest {
  folder: string;
  tag: string;
  description: string;
  attributes: WidgetAttribute[];
  /** More stagings in the gallery (widget.json `gallery`): each overrides some attributes' examples. */
  variants: Array<Record<string, string>>;
}

export type ManifestReading = { ok: true; manifest: WidgetManifest } | { ok: false; folder: string; error: string };

const TYPES: readonly AttributeType[] = ['string', 'number', 'boolean', 'json'];
const TAG = /^np-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ATTRIBUTE = /^[a-z][a-z0-9-]*$/;

function readAttribute(name: string, raw: unknown): WidgetAttribute | string {
  if (!ATTRIBUTE.test(name)) return `attribute name "${name}" is not kebab-case`;
  if (!isRecord(raw)) return `attribute "${name}" must be an object`;
  const type = TYPES.find((each) => each === raw.type);
  if (!type) return `attribute "${name}" has an unknown type`;
  return { name, type, example: raw.example, ...(typeof raw.description === 'string' ? { description: raw.description } : {}) };
}

export function parseManifest(folder: string, raw: unknown): ManifestReading {
  if (!isRecord(raw)) return { ok: false, folder, error: 'widget.json must hold an object' };
  if (typeof raw.tag !== 'string' || !TAG.test(raw.tag)) return { ok: false, folder, error: 'tag must be np-…, kebab-case' };
  const attributes: WidgetAttribute[] = [];
  for (const [name, value] of Object.entries(isRecord(raw.attributes) ? raw.attributes : {})) {
    const attribute = readAttribute(name, value);
    if (typeof attribute === 'string') return { ok: false, folder, error: attribute };
    attributes.push(attribute);
  }
  const description = typeof raw.description === 'string' ? raw.description : '';
  const variants = (Array.isArray(raw.gallery) ? raw.gallery : []).filter(isRecord).map((variant) =>
    Object.fromEntries(Object.entries(variant).filter(([name, value]) => attributes.some((attribute) => attribute.name === name) && ['string', 'number'].includes(typeof value)).map(([name, value]) => [name, String(value)])),
  );
  return { ok: true, manifest: { folder, tag: raw.tag, description, attributes, variants } };
}

async function readOne(widgetsDir: string, folder: string): Promise<ManifestReading | null> {
  let text: string;
  try {
    text = await readFile(path.join(widgetsDir, folder, 'widget.json'), 'utf8');
  } catch {
    return null;
  }
  try {
    return parseManifest(folder, JSON.parse(text) as unknown);
  } catch {
    return { ok: false, folder, error: 'widget.json is not valid JSON' };
  }
}

/** Every widgets/<folder>/widget.json, by tag; none at all is fine. */
export async function readManifests(widgetsDir: string): Promise<ManifestReading[]> {
  const entries = await readdir(widgetsDir, { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const readings = await Promise.all(folders.map((folder) => readOne(widgetsDir, folder)));
  return readings.filter((reading): reading is ManifestReading => reading !== null);
}

/** The attribute value for an example: JSON for json, "true" or nothing for booleans. */
export function exampleValue(attribute: WidgetAttribute): string | undefined {
  const { type, example } = attribute;
  if (example === undefined || example === null) return undefined;
  if (type === 'json') return JSON.stringify(example);
  if (type === 'boolean') return example === true || example === 'true' ? 'true' : undefined;
  return String(example);
}
