import { lockPageScroll } from './use-scroll-lock';

describe('page scroll lock', () => {
  it('locks while any holder keeps it, and gives the page its own overflow back after the last release', () => {
    document.documentElement.style.overflow = 'clip';
    const menu = lockPageScroll();
    const panel = lockPageScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    menu();
    menu();
    expect(document.documentElement.style.overflow).toBe('hidden');
    panel();
    expect(document.documentElement.style.overflow).toBe('clip');
  });
});
