// dist/custom-elements.json (built by `npm test` before jest runs): the custom-elements manifest
// schema's required shape (schemaVersion 1.0.0), and every widget.json tag, attribute and event in it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readGlobalEvents, readWidgetJsons } from '../support/widget-json';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The errors of one object against the schema's required fields, optional typed fields and fixed kinds. */
function check(where: string, value: unknown, required: Record<string, string>, optional: Record<string, string> = {}): string[] {
  if (!isObject(value)) return [`${where} is not an object`];
  const errors: string[] = [];
  const typeOf = (field: unknown) => (Array.isArray(field) ? 'array' : typeof field);
  for (const [field, type] of Object.entries({ ...required, ...optional })) {
    const present = value[field] !== undefined;
    if (!present && field in required) errors.push(`${where}.${field} is missing`);
    else if (present && type.startsWith('=') && value[field] !== JSON.parse(type.slice(1))) errors.push(`${where}.${field} is not ${type.slice(1)}`);
    else if (present && !type.startsWith('=') && typeOf(value[field]) !== type) errors.push(`${where}.${field} is not a ${type}`);
  }
  return errors;
}

const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const TYPE = (where: string, value: unknown) => check(where, value, { text: 'string' });
const REFERENCE = { name: 'string' };

function checkDeclaration(where: string, declaration: unknown): string[] {
  const errors = check(where, declaration, { kind: '="class"', name: 'string', customElement: '=true' }, { tagName: 'string', description: 'string', attributes: 'array', events: 'array', members: 'array', superclass: 'object' });
  if (!isObject(declaration)) return errors;
  items(declaration.attributes).forEach((attribute, index) => {
    errors.push(...check(`${where}.attributes[${index}]`, attribute, { name: 'string' }, { description: 'string', fieldName: 'string', type: 'object' }));
    if (isObject(attribute) && attribute.type !== undefined) errors.push(...TYPE(`${where}.attributes[${index}].type`, attribute.type));
  });
  items(declaration.events).forEach((event, index) => {
    errors.push(...check(`${where}.events[${index}]`, event, { name: 'string', type: 'object' }, { description: 'string' }));
    if (isObject(event)) errors.push(...TYPE(`${where}.events[${index}].type`, event.type));
  });
  items(declaration.members).forEach((member, index) => errors.push(...check(`${where}.members[${index}]`, member, { kind: 'string', name: 'string' })));
  if (isObject(declaration) && declaration.superclass !== undefined) errors.push(...check(`${where}.superclass`, declaration.superclass, REFERENCE));
  return errors;
}

function checkModule(where: string, module: unknown): string[] {
  const errors = check(where, module, { kind: '="javascript-module"', path: 'string', declarations: 'array' }, { exports: 'array' });
  if (!isObject(module)) return errors;
  items(module.declarations).forEach((declaration, index) => errors.push(...checkDeclaration(`${where}.declarations[${index}]`, declaration)));
  items(module.exports).forEach((entry, index) => {
    errors.push(...check(`${where}.exports[${index}]`, entry, { kind: '="custom-element-definition"', name: 'string', declaration: 'object' }));
    if (isObject(entry)) errors.push(...check(`${where}.exports[${index}].declaration`, entry.declaration, REFERENCE, { module: 'string' }));
  });
  return errors;
}

function validateManifest(manifest: unknown): string[] {
  const errors = check('manifest', manifest, { schemaVersion: 'string', modules: 'array' });
  return isObject(manifest) ? [...errors, ...items(manifest.modules).flatMap((module, index) => checkModule(`modules[${index}]`, module))] : errors;
}

interface Declaration {
  name: string;
  tagName: string;
  attributes: Array<{ name: string; type: { text: string } }>;
  events: Array<{ name: string; type: { text: string } }>;
}
interface Module {
  path: string;
  declarations: Declaration[];
  exports: Array<{ kind: string; name: string; declaration: { name: string; module: string } }>;
}

describe('dist/custom-elements.json', () => {
  const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../dist/custom-elements.json'), 'utf8')) as { schemaVersion: string; modules: Module[] };
  const widgets = readWidgetJsons();
  const moduleOf = (tag: string) => manifest.modules.find((module) => module.declarations.some((declaration) => declaration.tagName === tag));

  it('has the schema’s required shape (schemaVersion 1.0.0)', () => {
    expect(manifest.schemaVersion).toBe('1.0.0');
    expect(validateManifest(manifest)).toEqual([]);
  });

  it('the validator reports a missing event type, a class that is not a custom element and an export without its declaration', () => {
    const broken = structuredClone(manifest) as unknown as { modules: Array<{ declarations: Json[]; exports: Json[] }> };
    const [first] = broken.modules;
    first!.declarations[0]!.events = [{ name: 'np:x' }];
    delete first!.declarations[0]!.customElement;
    delete first!.exports[0]!.declaration;
    expect(validateManifest(broken)).toEqual([
      'modules[0].declarations[0].customElement is missing',
      'modules[0].declarations[0].events[0].type is missing',
      'modules[0].declarations[0].events[0].type is not an object',
      'modules[0].exports[0].declaration is missing',
      'modules[0].exports[0].declaration is not an object',
    ]);
  });

  it.each(widgets.map((widget) => [widget.tag, widget] as const))('%s: its attributes, data-np-status, its events and the global ones', (tag, widget) => {
    const declaration = moduleOf(tag)?.declarations.find((each) => each.tagName === tag);
    expect(declaration?.attributes.map((attribute) => attribute.name)).toEqual([...Object.keys(widget.attributes), 'data-np-status']);
    expect(declaration?.attributes.find((attribute) => attribute.name === 'data-np-status')?.type.text).toBe("'loading' | 'ready' | 'error'");
    expect(declaration?.events.map((event) => [event.name, event.type.text])).toEqual(
      Object.entries({ ...widget.events, ...readGlobalEvents() }).map(([name, event]) => [name, `CustomEvent<${event.detail}>`]),
    );
  });

  it.each(widgets.map((widget) => widget.tag))('%s has a custom-element-definition export naming its class in its module', (tag) => {
    const module = moduleOf(tag)!;
    const definitions = module.exports.filter((entry) => entry.kind === 'custom-element-definition' && entry.name === tag);
    expect(definitions).toHaveLength(1);
    expect(definitions[0]!.declaration.module).toBe(module.path);
    expect(module.declarations.map((declaration) => declaration.name)).toContain(definitions[0]!.declaration.name);
  });

  it('an enumerated attribute has the union of its values as its type', () => {
    const searcher = moduleOf('np-searcher')!.declarations[0]!;
    expect(searcher.attributes.find((attribute) => attribute.name === 'mode')?.type.text).toBe("'search' | 'agenda' | 'archive' | 'newsletter'");
  });
});
