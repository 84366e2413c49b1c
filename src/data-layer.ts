// Tag-manager events go to window.dataLayer, created if the page has none.

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export function pushToDataLayer(entry: DataLayerEntry): void {
  (window.dataLayer ??= []).push(entry);
}
