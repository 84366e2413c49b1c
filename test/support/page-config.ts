// Puts an np-config block in the jsdom page, as a CMS template would, and resets the page store.
export function setPageConfig(overrides: { preview?: boolean; lang?: 'es' | 'ca'; webFeatures?: Record<string, Record<string, boolean>> } = {}): void {
  document.documentElement.lang = overrides.lang ?? 'es';
  document.getElementById('np-config')?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'np-config';
  block.textContent = JSON.stringify({
    site: { alias: 'diario', id: '1', mediaId: '10', name: 'El Diario', scheme: 'http', staticUrl: '/diario/', url: 'http://diario.localhost:8080' },
    contentId: '1001',
    preview: overrides.preview ?? false,
    loginUrl: '/acceso',
    featureFlags: {},
    webFeatures: overrides.webFeatures ?? { '1': { comments: true } },
  });
  document.head.append(block);
  delete window.npStore;
}

/** Sets the viewport width the widgets read (the store follows window.innerWidth). */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}
