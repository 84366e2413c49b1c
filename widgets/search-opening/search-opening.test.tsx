import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPageConfig } from '../../test/support/page-config';
import './search-opening.element';

function place(attributes: Record<string, string> = {}): { element: HTMLElement; went: string[] } {
  const element = document.createElement('np-search-opening');
  const went: string[] = [];
  element.addEventListener('np:navigate', (event) => {
    event.preventDefault();
    went.push((event as CustomEvent<{ url: string }>).detail.url);
  });
  act(() => {
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
  });
  return { element, went };
}

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
});

describe('<np-search-opening>', () => {
  it('under 3 characters shows the search error and does not navigate', async () => {
    const { went } = place();
    const field = await screen.findByRole('searchbox', { name: 'Texto de búsqueda' });
    await userEvent.type(field, '  ab {Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Escribe al menos tres caracteres para buscar.');
    expect(went).toEqual([]);
  });

  it('goes to /buscar?text=…&searchtype=… with the chosen filter', async () => {
    const { went } = place();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Buscar en' }), 'news');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Texto de búsqueda' }), 'fiestas mayores');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(went).toEqual(['/buscar?text=fiestas+mayores&searchtype=news']);
  });

  it('starts from its text and searchtype attributes; an unknown searchtype is all', async () => {
    const { element } = place({ text: 'puerto', searchtype: 'other' });
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(screen.getByRole('searchbox')).toHaveValue('puerto');
    expect(screen.getByRole('combobox')).toHaveValue('other');
    document.body.replaceChildren();
    place({ searchtype: '<script>' });
    expect(await screen.findByRole('combobox')).toHaveValue('all');
  });

  it('speaks Catalan on a ca page', async () => {
    setPageConfig({ lang: 'ca' });
    place();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Text de cerca' }), 'a{Enter}');
    expect(screen.getByText('Escriu almenys tres caràcters per cercar.')).toBeVisible();
  });
});
