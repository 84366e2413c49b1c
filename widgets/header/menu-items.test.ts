import { isCurrentItem, readMenu } from './menu-items';

describe('the menu attribute', () => {
  it('keeps items with a text and an http(s) or site-relative address, and drops the rest', () => {
    expect(
      readMenu([
        { text: 'Portada', href: '/' },
        { text: 'Fuera', href: 'https://example.org/a' },
        { text: 'Malo', href: 'javascript:alert(1)' },
        { text: 'Datos', href: 'data:text/html,<script>alert(1)</script>' },
        { text: 'Otro sitio', href: '//evil.example/' },
        { text: '', href: '/vacio' },
        { href: '/sin-texto' },
        'Portada',
        null,
        { text: 7, href: '/siete' },
      ]),
    ).toEqual([
      { text: 'Portada', href: '/' },
      { text: 'Fuera', href: 'https://example.org/a' },
      { text: '7', href: '/siete' },
    ]);
    expect(readMenu({ text: 'x', href: '/' })).toEqual([]);
    expect(readMenu(undefined)).toEqual([]);
  });

  it('marks the front page only at / and a section on its own paths', () => {
    expect(isCurrentItem('/', '/')).toBe(true);
    expect(isCurrentItem('/', '/noticias/')).toBe(false);
    expect(isCurrentItem('/noticias/', '/noticias/2')).toBe(true);
    expect(isCurrentItem('https://example.org/', '/')).toBe(false);
  });
});
