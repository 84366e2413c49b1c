// The widgets' widget.json files as the tests read them (independently of the build's reader).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

export const WIDGETS_DIR = path.resolve(__dirname, '../../widgets');

export interface AttributeJson {
  type: 'string' | 'number' | 'boolean' | 'json';
  values?: Array<string | number>;
  example?: unknown;
  description?: string;
}

export interface EventJson {
  target: 'element' | 'window';
  cancelable?: boolean;
  detail: string;
  description?: string;
}

export interface WidgetJson {
  folder: string;
  tag: string;
  attributes: Record<string, AttributeJson>;
  events: Record<string, EventJson>;
}

export function readWidgetJsons(): WidgetJson[] {
  return readdirSync(WIDGETS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(WIDGETS_DIR, entry.name, 'widget.json')))
    .map((entry) => {
      const raw = JSON.parse(readFileSync(path.join(WIDGETS_DIR, entry.name, 'widget.json'), 'utf8')) as Omit<WidgetJson, 'folder'>;
      return { folder: entry.name, tag: raw.tag, attributes: raw.attributes ?? {}, events: raw.events ?? {} };
    });
}

/** Events any widget can cause, on window (widgets/global-events.json). */
export function readGlobalEvents(): Record<string, EventJson> {
  return (JSON.parse(readFileSync(path.join(WIDGETS_DIR, 'global-events.json'), 'utf8')) as { events: Record<string, EventJson> }).events;
}
