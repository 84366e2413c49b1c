// What a widget knows of the custom element it renders in, and how its components reach it.
import { createContext, useContext, useLayoutEffect } from 'react';
import type { Translate } from '../i18n';
import { STATUS_ATTRIBUTE } from './registry';

export type WidgetStatus = 'loading' | 'ready' | 'error';

export interface WidgetHost {
  element: HTMLElement;
  tag: string;
  t: Translate;
  /** For widgets defined with `ready: 'manual'`: call once the first real content is shown. */
  markReady: () => void;
  /** Dispatches `np:<name>` on the element (bubbling, composed). */
  emit: <Detail>(name: `np:${string}`, detail: Detail) => void;
}

export const WidgetHostContext = createContext<WidgetHost | null>(null);

export function useWidgetHost(): WidgetHost {
  const host = useContext(WidgetHostContext);
  if (!host) throw new Error('useWidgetHost() used outside a widget');
  return host;
}

/**
 * Calls `ready` (a widget's markReady) once `shown` holds, in the commit that shows it: a layout
 * effect runs before the browser paints, where an effect of a render React scheduled itself (after
 * data arrived) can wait for the next frame. The logged-in profile form was ready 7-23 ms after its
 * form was in the page, and it was the last widget in view to be ready there.
 */
export function useReadyWhen(shown: boolean, ready: () => void): void {
  useLayoutEffect(() => {
    if (shown) ready();
  }, [shown, ready]);
}

export function setStatus(element: HTMLElement, status: WidgetStatus): void {
  if (element.getAttribute(STATUS_ATTRIBUTE) !== status) element.setAttribute(STATUS_ATTRIBUTE, status);
}
