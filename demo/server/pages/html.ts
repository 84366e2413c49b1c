// HTML built with a tagged template that escapes every value unless it is already SafeHtml.

export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks trusted markup (the seed's own HTML fragments) as safe. */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

export type AttributeValue = string | number | boolean | null | undefined;

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

/** ` name="value"` pairs, escaped; `true` gives a bare attribute, `false`/null/undefined none. */
export function attributes(values: Readonly<Record<string, AttributeValue>>): SafeHtml {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (!ATTRIBUTE_NAME.test(name)) throw new Error(`Not an attribute name: ${name}`);
    if (value === true) out += ` ${name}`;
    else if (value !== false && value !== null && value !== undefined) out += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return new SafeHtml(out);
}
