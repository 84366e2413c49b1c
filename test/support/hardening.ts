// What a widget declares so the hardening suites cover it (issue: measurement and hardening rig).
// - `widgets/<folder>/<folder>.fuzz.ts` exports `fuzz: WidgetFuzzSpec` when the widget reads an
//   API response: the fuzz suite answers each call with malformed bodies derived from `validBody`.
// - `widgets/<folder>/<folder>.xss.ts` exports `xssFields: XssField[]` when the widget renders HTML
//   from the API: the browser XSS suite feeds every corpus payload through the demo API.
// The suites fail when a widget that calls the API, or renders API HTML, has no such file.
import type { Page } from 'playwright-core';

export interface FuzzedCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Matches the request URL (path and query). */
  url: RegExp;
  /** A well-formed body, as the demo API sends it; the suite breaks it in every way. */
  validBody: unknown;
}

export interface WidgetFuzzSpec {
  tag: `np-${string}`;
  /** Attributes of the element, as a CMS would write them. */
  attributes?: Record<string, string>;
  /** Page state before the element is placed (cookies, storage, config). */
  setup?: () => void;
  calls: FuzzedCall[];
  /** Makes the widget send its calls when it does not on its own (fill and submit a form...). */
  drive?: (element: HTMLElement) => Promise<void>;
}

export interface XssResponse {
  /** API path (no query) answered with `body` and status 200 once, through /__demo/faults. */
  path: string;
  body: unknown;
  times?: number;
}

export interface XssField {
  tag: `np-${string}`;
  /** The field that renders API HTML, in the product's words ("newsletter names"). */
  field: string;
  /** Demo page (path) that shows the widget. */
  page: string;
  /** Where the field's HTML lands when not inside the element (a listing that <np-load-more> fills); the element's tag otherwise. */
  root?: string;
  /** A seeded reader to log in as first, when the field needs a session. */
  login?: { email: string; password: string };
  /** The API answers that carry a batch of payloads into the field. */
  responses: (payloads: string[]) => XssResponse[];
  /** Brings the field on screen once the page is ready (open a tab, scroll...). */
  reveal?: (page: Page) => Promise<void>;
}

/** For `drive`: types `value` into the field `selector` finds (input, textarea or select), as a reader would. */
export function setFieldValue(root: HTMLElement, selector: string, value: string): void {
  const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector);
  if (!field) return;
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
