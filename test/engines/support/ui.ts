// What flows use: the demo's addresses and waits, elements found as a reader finds them (by role
// and accessible name, by label), all on top of an EngineDriver. Lookups run in the page and mark
// the element they find; the driver then clicks or types on it with its own input.
import type { EngineDriver, KeyName } from '../drivers/driver';
import type { SiteAlias } from '../../../demo/server/sites';

/** A text to match: a string is compared whole (spaces collapsed), a RegExp searched. */
export type Name = string | RegExp;
type SerialName = { text: string } | { source: string; flags: string };
const serial = (name: Name): SerialName => (typeof name === 'string' ? { text: name } : { source: name.source, flags: name.flags });

export interface ProbeResult {
  errors: string[];
  /** What the page logged with console.warn (a failed call, for one): for a diagnosis only. */
  warnings: string[];
  records: Array<{ tag: string; frame: number; first: Box; placeholderFrame?: number; placeholder?: Box; ready?: Box; now: Box; display: string; status: string | null; sheet: string; firstItem?: Offset | null; readyItem?: Offset | null; readyContent?: string }>;
}
export interface Offset {
  x: number;
  y: number;
}
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const WAIT_MS = 30_000;

/** Runs in the page: finds a visible element by role and name, or the control of a label, and marks it. */
function findAndMark(kind: 'role' | 'label', role: string, name: SerialName, scope: string | null, token: string): string | null {
  const root: ParentNode | null = scope ? document.querySelector(scope) : document;
  if (!root) return null;
  const norm = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const matches = (value: string) => ('text' in name ? value === name.text : new RegExp(name.source, name.flags).test(value));
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const labelled = (element: Element) => {
    const ids = element.getAttribute('aria-labelledby');
    return ids ? norm(ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ')) : '';
  };
  const nameOf = (element: Element) => {
    const labels = (element as HTMLInputElement).labels;
    return norm(element.getAttribute('aria-label')) || labelled(element) || (labels && labels.length > 0 ? norm(labels[0]!.textContent) : '') || norm(element.textContent) || norm(element.getAttribute('title'));
  };
  let target: Element | undefined;
  if (kind === 'label') {
    const controls = [...root.querySelectorAll('input, select, textarea')];
    target = controls.find((control) => visible(control) && ([...((control as HTMLInputElement).labels ?? [])].some((label) => matches(norm(label.textContent))) || matches(norm(control.getAttribute('aria-label')))));
  } else {
    const selectors: Record<string, string> = { button: 'button, [role="button"]', link: 'a[href], [role="link"]', tab: '[role="tab"]', checkbox: 'input[type="checkbox"], [role="checkbox"]', radio: 'input[type="radio"], [role="radio"]', textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="search"], textarea' };
    target = [...root.querySelectorAll(selectors[role] ?? `[role="${role}"]`)].find((element) => visible(element) && matches(nameOf(element)));
  }
  if (!target) return null;
  target.setAttribute('data-np-engine-target', token);
  target.scrollIntoView({ block: 'center' });
  return `[data-np-engine-target="${token}"]`;
}

let tokens = 0;

export class Ui {
  constructor(
    readonly driver: EngineDriver,
    private readonly demoPort: number,
  ) {}

  site(alias: SiteAlias, path = '/'): string {
    return `http://${alias}.localhost:${this.demoPort}${path}`;
  }

  /** Polls a page function until it returns something truthy. */
  async waitFor<Args extends unknown[], Result>(what: string, fn: (...args: Args) => Result, ...args: Args): Promise<Result> {
    const deadline = Date.now() + WAIT_MS;
    let last: unknown;
    for (;;) {
      try {
        const result = await this.driver.evaluate(fn, ...args);
        if (result) return result;
      } catch (error) {
        last = error; // a navigation under way
      }
      if (Date.now() > deadline) throw new Error(`${this.driver.engine}: waited ${WAIT_MS / 1000} s for ${what}${last ? ` (${String(last)})` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async waitForUrl(what: string, test: (url: URL) => boolean): Promise<URL> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const url = new URL(await this.driver.currentUrl());
      if (test(url)) {
        // The address changes when the new document commits, before its HTML (and the probe in it) is parsed.
        await this.waitFor(`${what} to be parsed`, () => document.readyState !== 'loading');
        return url;
      }
      if (Date.now() > deadline) throw new Error(`${this.driver.engine}: waited for ${what}, still at ${url.href}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * Every element of the selector is there and has data-np-status="ready". Widgets load as they near
   * the viewport, so the first one still loading is scrolled into view, as a reader would scroll to it.
   */
  async waitForReady(selector: string): Promise<void> {
    await this.waitFor(
      `${selector} to be ready`,
      (css: string) => {
        const elements = [...document.querySelectorAll(css)];
        elements.find((element) => element.getAttribute('data-np-status') === 'loading')?.scrollIntoView({ block: 'nearest' });
        return elements.length > 0 && elements.every((element) => element.getAttribute('data-np-status') === 'ready');
      },
      selector,
    );
  }

  async open(alias: SiteAlias, path: string, ready?: string): Promise<void> {
    await this.driver.goto(this.site(alias, path));
    if (ready) await this.waitForReady(ready);
  }

  private async locate(kind: 'role' | 'label', role: string, name: Name, scope?: string): Promise<string> {
    tokens += 1;
    const token = String(tokens);
    const what = kind === 'role' ? `the ${role} "${String(name)}"` : `the field labelled "${String(name)}"`;
    return this.waitFor(`${what}${scope ? ` in ${scope}` : ''}`, findAndMark, kind, role, serial(name), scope ?? null, token) as Promise<string>;
  }

  /** Clicks the visible element with that role and accessible name (inside `scope` when given). */
  async click(role: string, name: Name, scope?: string): Promise<void> {
    const selector = await this.locate('role', role, name, scope);
    // As a reader would, wait until nothing covers it (WebDriver classic refuses a covered element;
    // the alert banner, for one, covers the page for its first seconds).
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      try {
        await this.driver.click(selector);
        return;
      } catch (error) {
        if (!/intercepted|obscured/i.test(`${(error as Error).name} ${(error as Error).message}`) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /** Types into the visible field with that label (its value must be empty or is cleared first). */
  async fill(label: Name, text: string, scope?: string): Promise<void> {
    const selector = await this.locate('label', '', label, scope);
    await this.clear(selector);
    await this.driver.type(selector, text);
  }

  /** Types into the visible element with that role and name, e.g. a textbox without a label element. */
  async fillRole(role: string, name: Name, text: string, scope?: string): Promise<void> {
    const selector = await this.locate('role', role, name, scope);
    await this.clear(selector);
    await this.driver.type(selector, text);
  }

  /** Chooses an option of the select with that label, as a change would. */
  async select(label: Name, value: string): Promise<void> {
    const selector = await this.locate('label', '', label);
    await this.driver.evaluate(
      (css: string, option: string) => {
        const element = document.querySelector(css) as HTMLSelectElement;
        // React listens for the native setter's value, then the change event.
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(element, option);
        element.dispatchEvent(new Event('change', { bubbles: true }));
      },
      selector,
      value,
    );
  }

  private async clear(selector: string): Promise<void> {
    await this.driver.evaluate((css: string) => {
      const element = document.querySelector(css) as HTMLInputElement;
      if (element.value === '') return;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')!.set!.call(element, '');
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, selector);
  }

  async press(key: KeyName): Promise<void> {
    await this.driver.press(key);
  }

  /** The text of the first element of the selector, spaces collapsed ('' when there is none). */
  async text(selector: string): Promise<string> {
    return this.driver.evaluate((css: string) => (document.querySelector(css)?.textContent ?? '').replace(/\s+/g, ' ').trim(), selector);
  }

  async waitForText(selector: string, expected: Name): Promise<void> {
    const name = serial(expected);
    await this.waitFor(
      `${selector} to show ${String(expected)}`,
      (css: string, want: SerialName) =>
        [...document.querySelectorAll(css)].some((element) => {
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
          return 'text' in want ? text === want.text : new RegExp(want.source, want.flags).test(text);
        }),
      selector,
      name,
    );
  }

  async attribute(selector: string, name: string): Promise<string | null> {
    return this.driver.evaluate((css: string, attribute: string) => document.querySelector(css)?.getAttribute(attribute) ?? null, selector, name);
  }

  /** What the probe (support/probe.ts) recorded on this page. */
  async probe(): Promise<ProbeResult> {
    // waitForReady returns as soon as the attribute is set, which can be before the next frame; and
    // right after a navigation the new page's probe may not have run yet.
    await this.waitFor('the probe to see the ready widgets in a frame', () => (window as unknown as { npProbe?: { caughtUp: () => boolean } }).npProbe?.caughtUp() ?? false);
    return this.driver.evaluate(() => {
      const probe = (window as unknown as { npProbe?: { errors: string[]; warnings: string[]; records: () => ProbeResult['records'] } }).npProbe;
      return probe ? { errors: [...probe.errors], warnings: [...probe.warnings], records: probe.records() } : { errors: ['the probe is missing from the page'], warnings: [], records: [] };
    });
  }

  async pageErrors(): Promise<string[]> {
    return (await this.probe()).errors;
  }
}
