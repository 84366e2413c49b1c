import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPageConfig, setWindowWidth } from '../../test/support/page-config';
import './programme-nav.element';

const ITEMS = [{ name: 'Inicio', url: '/programas/' }, { title: 'Radio', href: '/programas/#radio' }, { name: 'Malo', url: 'javascript:alert(1)' }, 'x'];

function place(items: unknown = ITEMS): HTMLElement {
  window.history.replaceState(null, '', '/programas/');
  const element = document.createElement('np-programme-nav');
  act(() => {
    element.setAttribute('items', JSON.stringify(items));
    document.body.append(element);
  });
  return element;
}

beforeEach(() => {
  document.body.replaceChildren();
  setWindowWidth(1280);
  setPageConfig();
});

describe('<np-programme-nav>', () => {
  it('shows its safe links at 1100 px and over, the current one marked', async () => {
    place();
    const nav = await screen.findByRole('navigation', { name: 'Secciones del programa' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inicio', 'Radio']);
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button')).toBeNull();
  });

  it('collapses into a menu under 1100 px', async () => {
    setWindowWidth(1099);
    setPageConfig();
    place();
    const toggle = await screen.findByRole('button', { name: 'Menú del programa' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Radio' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Radio' })).toBeVisible();
  });

  it('shows nothing for items that are not a list', async () => {
    const element = place({ not: 'a list' });
    await act(async () => undefined);
    expect(element.querySelector('nav')).toBeNull();
  });
});
