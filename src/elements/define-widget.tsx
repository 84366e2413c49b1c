// The one wrapper over @r2wc/react-to-web-component that every widget uses. It adds what r2wc
// leaves out: typed attributes that also reset when removed or emptied, a bare boolean attribute
// read as true, data-np-status, an error boundary, and the page store and catalogue around every
// widget (each custom element is its own React root, so context must be provided per element).
import r2wc from '@r2wc/react-to-web-component';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { dispatchNpEvent } from '../events';
import { languageOf, translator } from '../i18n';
import { getStore } from '../store';
import { parseAttribute, type AttributeType } from './attributes';
import { definedHostOf } from './defined-host';
import { GUARD_ATTRIBUTE, STATUS_ATTRIBUTE } from './registry';
import { queueRender } from './render-queue';
import { ownScrollAnchoring } from './scroll-anchoring';
import { TranslatorContext } from '../i18n/use-t';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { setStatus, useReadyWhen, WidgetHostContext, type WidgetHost } from './widget-host';

export interface WidgetOptions<Props> {
  /** Each prop read from an attribute (camelCase prop, kebab-case attribute) and its type. */
  attributes: { [Name in keyof Props]-?: AttributeType };
  /** `mounted` (default): ready after the first render; `manual`: the widget calls markReady. */
  ready?: 'mounted' | 'manual';
}

function HostRoot({ host, ready, children }: { host: WidgetHost; ready: 'mounted' | 'manual'; children: ReactNode }) {
  useReadyWhen(ready === 'mounted', host.markReady);
  return (
    <Provider store={getStore()}>
      <WidgetHostContext.Provider value={host}>
        <TranslatorContext.Provider value={host.t}>{children}</TranslatorContext.Provider>
      </WidgetHostContext.Provider>
    </Provider>
  );
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

type R2wcInternals = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER]: () => void; [CONNECTED]: boolean };

/** True while customElements.define upgrades the elements already in the page. */
let upgrading = false;

// The same camelCase-to-attribute rule as r2wc (`contentId` -> `content-id`).
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, (_match, before: string, letter: string) => `${before}-${letter.toLowerCase()}`);

export function defineWidget<Props extends object>(tag: `np-${string}`, Widget: ComponentType<Props>, options: WidgetOptions<Props>): void {
  if (customElements.get(tag)) return;
  const types = options.attributes as Record<string, AttributeType>;
  const names = Object.keys(types);
  const ready = options.ready ?? 'mounted';

  function Shell(raw: Record<string, unknown> & { container?: HTMLElement }) {
    const element = raw.container as HTMLElement;
    const host = useMemo<WidgetHost>(
      () => ({
        element,
        tag,
        t: translator(languageOf(element)),
        markReady: () => setStatus(element, 'ready'),
        emit: (name, detail) => dispatchNpEvent(element, name, detail),
      }),
      [element],
    );
    const props = Object.fromEntries(
      names.map((name) => [name, parseAttribute(types[name]!, raw[name] as string | undefined, `${tag} ${kebab(name)}`)]),
    ) as Props;
    return (
      <WidgetErrorBoundary host={host}>
        <HostRoot host={host} ready={ready}>
          <Widget {...props} />
        </HostRoot>
      </WidgetErrorBoundary>
    );
  }

  // Every prop travels as the raw attribute string; Shell parses it with our types.
  const Base = r2wc(Shell, { props: Object.fromEntries(names.map((name) => [name, 'string' as const])) });

  class NpWidgetElement extends Base {
    constructor() {
      super();
      const self = this as unknown as R2wcInternals;
      // r2wc starts as "connected" and would render a detached element on its first attribute.
      self[CONNECTED] = false;
      // r2wc skips empty attributes at construction: a bare boolean attribute must still count.
      for (const name of names) {
        if (this.getAttribute(kebab(name)) === '') self[PROPS][name] = '';
      }
    }

    connectedCallback(): void {
      // Not in the constructor: an element made by createElement may not gain attributes there.
      if (!this.hasAttribute(STATUS_ATTRIBUTE)) setStatus(this, 'loading');
      if (this.getAttribute(STATUS_ATTRIBUTE) === 'loading') void ownScrollAnchoring(tag).then((anchoring) => anchoring?.holdWhatFollowsWhileLoading(this));
      if (!this.hasAttribute(GUARD_ATTRIBUTE)) this.setAttribute(GUARD_ATTRIBUTE, '');
      const mount = () => (Base.prototype as unknown as { connectedCallback: () => void }).connectedCallback.call(this);
      // The elements upgraded by the definition render through the queue: each in a task that
      // also drops its placeholder, never painted empty, and never all in one long task.
      if (upgrading) queueRender(this, mount, Boolean(definedHostOf(this)));
      else mount();
    }

    attributeChangedCallback(attribute: string, oldValue: string | null, newValue: string | null): void {
      // r2wc ignores a removed or emptied attribute, which would leave the old prop in place.
      const base = Base.prototype as unknown as { attributeChangedCallback: (a: string, o: string | null, n: string | null) => void };
      base.attributeChangedCallback.call(this, attribute, oldValue, newValue);
      if (newValue) return;
      const name = names.find((candidate) => kebab(candidate) === attribute);
      if (!name) return;
      const self = this as unknown as R2wcInternals;
      self[PROPS][name] = newValue === '' ? '' : undefined;
      self[RENDER]();
    }
  }

  upgrading = true;
  try {
    customElements.define(tag, NpWidgetElement);
  } finally {
    upgrading = false;
  }
}
