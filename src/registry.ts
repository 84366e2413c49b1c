// What the loader needs to know of a widget: how to import its code, and optionally how to
// reserve its space before that code arrives (so nothing shifts when it renders).

export type WidgetTag = `np-${string}`;

export interface WidgetEntry {
  load: () => Promise<unknown>;
  reserveSpace?: (element: HTMLElement) => void;
}

export type WidgetRegistry = Readonly<Record<WidgetTag, WidgetEntry>>;
