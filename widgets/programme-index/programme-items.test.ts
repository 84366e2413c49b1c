import { programmeItems, programmePages } from './programme-items';

describe('programmeItems', () => {
  it('one item per top-level element of the answer, sanitized, keyed by programme id or position', async () => {
    const html = '<article data-programme-id="p1"><h2>Uno</h2><img src="/x.jpg" onerror="alert(1)"></article><script>alert(2)</script><article><h2>Dos</h2></article>';
    const items = await programmeItems(html, 12);
    expect(items.map((item) => item.key)).toEqual(['p1', 'item-13']);
    expect(items[0]!.element.querySelector('img')!.hasAttribute('onerror')).toBe(false);
  });

  it('a sanitizer that fails to load is retried, then reported as a chunk failure of the index, and the next answer tries again', async () => {
    const reported: Array<Record<string, unknown>> = [];
    const listener = (event: Event) => reported.push((event as CustomEvent<Record<string, unknown>>).detail);
    window.addEventListener('np:error', listener);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../../src/html/sanitize', () => {
        attempts += 1;
        throw Object.assign(new Error('Loading chunk np-sanitizer failed.'), { name: 'ChunkLoadError' });
      });
      const { programmeItems: isolated } = await import('./programme-items');
      await expect(isolated('<article></article>', 0)).rejects.toThrow('np-sanitizer');
      expect(reported).toEqual([expect.objectContaining({ kind: 'chunk', tag: 'np-programme-index', name: 'ChunkLoadError' })]);
      expect(attempts).toBe(3);
      await expect(isolated('<article></article>', 0)).rejects.toThrow('np-sanitizer');
      expect(attempts).toBe(6);
      expect(reported).toHaveLength(2);
    });
    window.removeEventListener('np:error', listener);
  });

  it('pages of 12 by position: a partial last page, and appended items never move an earlier one', () => {
    const numbers = Array.from({ length: 27 }, (_, index) => index);
    expect(programmePages(numbers).map((page) => page.length)).toEqual([12, 12, 3]);
    expect(programmePages(numbers)[1]![0]).toBe(12);
    expect(programmePages([...numbers, 27, 28]).slice(0, 2)).toEqual(programmePages(numbers).slice(0, 2));
    expect(programmePages([])).toEqual([]);
  });
});
