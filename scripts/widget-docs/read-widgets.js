// @ts-check
// Reads every widgets/<folder>/widget.json (and widgets/global-events.json) into one checked shape
// for the build's manifest and typings. A malformed entry fails the build with the file's name.
const fs = require('node:fs');
const path = require('node:path');

const ATTRIBUTE_TYPES = ['string', 'number', 'boolean', 'json'];
const EVENT_TARGETS = ['element', 'window'];
const TAG = /^np-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ATTRIBUTE = /^[a-z][a-z0-9-]*$/;
const EVENT = /^np:[a-z]+(?:-[a-z]+)*$/;

/**
 * @typedef {{ name: string, prop: string, type: 'string' | 'number' | 'boolean' | 'json', values?: Array<string | number>, description: string }} WidgetAttribute
 * @typedef {{ name: string, target: 'element' | 'window', cancelable: boolean, detail: string, description: string }} WidgetEvent
 * @typedef {{ folder: string, tag: string, className: string, modulePath: string, description: string, attributes: WidgetAttribute[], events: WidgetEvent[] }} Widget
 * @typedef {{ widgets: Widget[], globalEvents: WidgetEvent[], files: string[] }} WidgetDocs
 */

/** `np-share-bar` -> `NpShareBar`; `content-id` -> `contentId` (r2wc's property rule). */
const pascal = (kebab) => kebab.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_match, letter) => letter.toUpperCase());

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(file, message) {
  throw new Error(`${file}: ${message}`);
}

/** @returns {WidgetAttribute} */
function readAttribute(file, name, raw) {
  if (!ATTRIBUTE.test(name)) fail(file, `attribute "${name}" is not kebab-case`);
  if (!isRecord(raw) || !ATTRIBUTE_TYPES.includes(raw.type)) fail(file, `attribute "${name}" needs a type (${ATTRIBUTE_TYPES.join(', ')})`);
  const valueType = raw.type === 'number' ? 'number' : 'string';
  if (raw.values !== undefined && (!Array.isArray(raw.values) || raw.values.length === 0 || raw.values.some((value) => typeof value !== valueType))) {
    fail(file, `attribute "${name}": values must be a non-empty list of ${valueType}s`);
  }
  const description = typeof raw.description === 'string' ? raw.description : '';
  return { name, prop: camel(name), type: raw.type, ...(raw.values ? { values: raw.values } : {}), description };
}

/** @returns {WidgetEvent} */
function readEvent(file, name, raw) {
  if (!EVENT.test(name)) fail(file, `event "${name}" must be np:<kebab-case>`);
  if (!isRecord(raw) || !EVENT_TARGETS.includes(raw.target)) fail(file, `event "${name}" needs a target (${EVENT_TARGETS.join(', ')})`);
  if (typeof raw.detail !== 'string' || raw.detail.trim() === '') fail(file, `event "${name}" needs its detail type`);
  const description = typeof raw.description === 'string' ? raw.description : '';
  return { name, target: raw.target, cancelable: raw.cancelable === true, detail: raw.detail, description };
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const entries = (value) => Object.entries(isRecord(value) ? value : {});

/** @returns {Widget} */
function readWidget(file, folder) {
  const raw = readJson(file);
  if (!isRecord(raw) || typeof raw.tag !== 'string' || !TAG.test(raw.tag)) fail(file, 'tag must be np-…, kebab-case');
  return {
    folder,
    tag: raw.tag,
    className: `${pascal(raw.tag)}Element`,
    modulePath: `widgets/${folder}/${folder}.element.ts`,
    description: typeof raw.description === 'string' ? raw.description : '',
    attributes: entries(raw.attributes).map(([name, attribute]) => readAttribute(file, name, attribute)),
    events: entries(raw.events).map(([name, event]) => readEvent(file, name, event)),
  };
}

/** @returns {WidgetDocs} */
function readWidgets(widgetsDir) {
  const folders = fs
    .readdirSync(widgetsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(widgetsDir, entry.name, 'widget.json')))
    .map((entry) => entry.name)
    .sort();
  const files = folders.map((folder) => path.join(widgetsDir, folder, 'widget.json'));
  const globalFile = path.join(widgetsDir, 'global-events.json');
  const globalEvents = entries(readJson(globalFile).events).map(([name, event]) => readEvent(globalFile, name, event));
  const widgets = folders.map((folder, index) => readWidget(files[index], folder));
  return { widgets, globalEvents, files: [...files, globalFile] };
}

module.exports = { readWidgets, camel, pascal };
