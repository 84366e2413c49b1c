// @ts-check
// dist/custom-elements.json in the custom-elements manifest format (schemaVersion 1.0.0): per tag a
// class declaration with its attributes (data-np-status among them), the properties r2wc defines,
// its events (the global ones under every tag) and a custom-element-definition export.

/** @typedef {import('./read-widgets').WidgetDocs} WidgetDocs */
/** @typedef {import('./read-widgets').WidgetAttribute} WidgetAttribute */
/** @typedef {import('./read-widgets').WidgetEvent} WidgetEvent */

const STATUS_VALUES = ['loading', 'ready', 'error'];
const literal = (value) => (typeof value === 'number' ? String(value) : `'${value}'`);

/** The attribute's type in TypeScript syntax, which editors' tools read for value completion. */
function attributeTypeText(/** @type {WidgetAttribute} */ attribute) {
  if (attribute.values) return attribute.values.map(literal).join(' | ');
  return attribute.type === 'json' ? 'string' : attribute.type;
}

const STATUS_ATTRIBUTE = {
  name: 'data-np-status',
  type: { text: STATUS_VALUES.map(literal).join(' | ') },
  description: 'Set by the widget, not by the template: `loading` until its first content shows, then `ready`, or `error` when it could not load or render. CSS and tests key on it.',
};

function eventEntry(/** @type {WidgetEvent} */ event) {
  const where = event.target === 'window' ? 'Dispatched on `window`.' : `Bubbles from the element${event.cancelable ? '; cancelable' : ''}.`;
  return { name: event.name, type: { text: `CustomEvent<${event.detail}>` }, description: `${where} ${event.description}`.trim() };
}

function declaration(/** @type {import('./read-widgets').Widget} */ widget, /** @type {WidgetEvent[]} */ globalEvents) {
  const attributes = widget.attributes.map((attribute) => ({
    name: attribute.name,
    type: { text: attributeTypeText(attribute) },
    description: attribute.type === 'json' ? `JSON. ${attribute.description}` : attribute.description,
    fieldName: attribute.prop,
  }));
  const members = widget.attributes.map((attribute) => ({
    kind: 'field',
    name: attribute.prop,
    type: { text: 'string | undefined' },
    description: `The ${attribute.name} attribute's text (set it as a string).`,
  }));
  return {
    kind: 'class',
    customElement: true,
    name: widget.className,
    tagName: widget.tag,
    description: widget.description,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: [...attributes, STATUS_ATTRIBUTE],
    members,
    events: [...widget.events, ...globalEvents].map(eventEntry),
  };
}

/** @param {WidgetDocs} docs */
function customElementsManifest({ widgets, globalEvents }) {
  const modules = widgets.map((widget) => ({
    kind: 'javascript-module',
    path: widget.modulePath,
    declarations: [declaration(widget, globalEvents)],
    exports: [{ kind: 'custom-element-definition', name: widget.tag, declaration: { name: widget.className, module: widget.modulePath } }],
  }));
  return { schemaVersion: '1.0.0', modules };
}

module.exports = { customElementsManifest, attributeTypeText, STATUS_VALUES };
