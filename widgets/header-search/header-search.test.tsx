import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPageConfig } from '../../test/support/page-config';
import './header-search.element';

function place(): { element: HTMLElement; went: string[]; layers: boolean[] } {
  const element = document.createElement('np-header-search');
  const went: string[] = [];
  const layers: boolean[] = [];
  element.addEventListener('np:navigate', (event) => {
    event.preventDefault();
    went.push((event as CustomEvent<{ url: string }>).detail.url);
  });
  element.addEventListener('np:search-layer', (event) => layers.push((event as CustomEvent<{ open: boolean }>).detail.open));
  act(() => document.body.append(element));
  return { element, went, layers };
}

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
});

describe('<np-header-search>', () => {
  it('opens the search layer with the field focused, and Escape closes it back to the toggle', async () => {
    const { layers } = place();
    const toggle = await screen.findByRole('button', { name: 'Abrir el buscador' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Texto de búsqueda' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(layers).toEqual([true, false]);
  });

  it('under 3 characters marks itself invalid and asks for three; then goes to /buscar?searchText=…', async () => {
    const { went } = place();
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el buscador' }));
    const field = screen.getByRole('searchbox', { name: 'Texto de búsqueda' });
    await userEvent.type(field, 'pl{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Escribe al menos tres caracteres para buscar.');
    expect(went).toEqual([]);
    await userEvent.type(field, 'aza mayor{Enter}');
    expect(went).toEqual(['/buscar?searchText=plaza+mayor']);
  });
});
