// defineWidget: a React component as a custom element, with typed attributes that also reset,
// data-np-status, an error boundary, events, the page store and the element's language.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from 'react-redux';
import { recordNpErrors, type NpErrorRecorder } from '../../test/support/np-errors';
import { setPageConfig } from '../../test/support/page-config';
import { defineWidget } from './define-widget';
import { useWidgetHost } from './widget-host';
import { useT } from '../i18n/use-t';
import { catalogues } from '../i18n';
import { getStore, type NpState } from '../store';
import { windowResized } from '../store/site-slice';

interface ProbeProps {
  label?: string;
  count?: number;
  open?: boolean;
  data?: unknown;
}

/** Shows each prop with its run-time type, e.g. `count: number 3`. */
const shown = (value: unknown): string => `${typeof value} ${String(JSON.stringify(value))}`;

function Probe({ label, count, open, data }: ProbeProps) {
  return (
    <ul>
      <li>label: {shown(label)}</li>
      <li>count: {shown(count)}</li>
      <li>open: {shown(open)}</li>
      <li>data: {shown(data)}</li>
    </ul>
  );
}

function SharesText() {
  return <p>{useT()('share.native')}</p>;
}

function Crash(): never {
  throw new Error('boom');
}

function PicksAValue() {
  const { emit } = useWidgetHost();
  return (
    <button type="button" onClick={() => emit('np:select', { value: 'b' })}>
      Elegir b
    </button>
  );
}

function ShowsLater() {
  const { markReady } = useWidgetHost();
  return (
    <button type="button" onClick={markReady}>
      Mostrar contenido
    </button>
  );
}

function ReadsStore() {
  const name = useSelector((state: NpState) => state.site.name);
  const width = useSelector((state: NpState) => state.site.windowWidth);
  return <p>{`${name} at ${width} px`}</p>;
}

defineWidget('np-test-x', Probe, { attributes: { label: 'string', count: 'number', open: 'boolean', data: 'json' } });
defineWidget('np-test-lang', SharesText, { attributes: {} });
defineWidget('np-test-crash', Crash, { attributes: {} });
defineWidget('np-test-emit', PicksAValue, { attributes: {} });
defineWidget('np-test-manual', ShowsLater, { attributes: {}, ready: 'manual' });
defineWidget('np-test-store', ReadsStore, { attributes: {} });

/** Puts markup in the page as a CMS template would, and lets the widgets render. */
async function place(html: string): Promise<HTMLElement> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const element = document.body.querySelector<HTMLElement>(':defined[data-np-status]');
  if (!element) throw new Error(`no widget in ${html}`);
  return element;
}

/** Creates the element from script, sets `attributes`, appends it, and lets it render. */
async function create(tag: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement(tag);
  await act(async () => {
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
  });
  return element;
}

async function change(update: () => void): Promise<void> {
  await act(async () => update());
}

let npErrors: NpErrorRecorder;

beforeEach(() => {
  setPageConfig();
  npErrors = recordNpErrors();
});

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  npErrors.stop();
  jest.restoreAllMocks();
});

describe('attributes become typed props', () => {
  it('string, number, boolean and json attributes arrive as a string, a number, a boolean and parsed JSON', async () => {
    await place(`<np-test-x label="Portada" count="3" open="open" data='{"items":[1,2]}'></np-test-x>`);
    expect(await screen.findByText('label: string "Portada"')).toBeInTheDocument();
    expect(screen.getByText('count: number 3')).toBeInTheDocument();
    expect(screen.getByText('open: boolean true')).toBeInTheDocument();
    expect(screen.getByText('data: object {"items":[1,2]}')).toBeInTheDocument();
  });

  it('missing attributes give undefined, and false for a boolean', async () => {
    await place('<np-test-x></np-test-x>');
    expect(await screen.findByText('label: undefined undefined')).toBeInTheDocument();
    expect(screen.getByText('count: undefined undefined')).toBeInTheDocument();
    expect(screen.getByText('open: boolean false')).toBeInTheDocument();
    expect(screen.getByText('data: undefined undefined')).toBeInTheDocument();
  });

  it('a bare boolean attribute present when the element is constructed from the page means true', async () => {
    await place('<np-test-x open></np-test-x>');
    expect(await screen.findByText('open: boolean true')).toBeInTheDocument();
  });

  it('a bare boolean attribute present before the tag is defined (upgrade) means true', async () => {
    document.body.innerHTML = '<np-test-upgraded open label="Antes"></np-test-upgraded>';
    await act(async () => defineWidget('np-test-upgraded', Probe, { attributes: { label: 'string', count: 'number', open: 'boolean', data: 'json' } }));
    expect(await screen.findByText('open: boolean true')).toBeInTheDocument();
    expect(screen.getByText('label: string "Antes"')).toBeInTheDocument();
  });

  it('a bare boolean attribute set from script means true', async () => {
    await create('np-test-x', { open: '' });
    expect(await screen.findByText('open: boolean true')).toBeInTheDocument();
  });

  it('open="false" means false', async () => {
    await create('np-test-x', { open: 'false' });
    expect(await screen.findByText('open: boolean false')).toBeInTheDocument();
  });

  it('attributes changed after the first render update the props', async () => {
    const element = await create('np-test-x', { label: 'Uno', count: '1' });
    await change(() => {
      element.setAttribute('label', 'Dos');
      element.setAttribute('count', '2');
      element.setAttribute('open', '');
    });
    expect(await screen.findByText('label: string "Dos"')).toBeInTheDocument();
    expect(screen.getByText('count: number 2')).toBeInTheDocument();
    expect(screen.getByText('open: boolean true')).toBeInTheDocument();
  });
});

describe('removing or emptying an attribute resets its prop', () => {
  it('a removed string attribute gives undefined, not the old text', async () => {
    const element = await create('np-test-x', { label: 'Portada' });
    await screen.findByText('label: string "Portada"');
    await change(() => element.removeAttribute('label'));
    expect(await screen.findByText('label: undefined undefined')).toBeInTheDocument();
  });

  it('an emptied string attribute gives undefined', async () => {
    const element = await create('np-test-x', { label: 'Portada' });
    await change(() => element.setAttribute('label', ''));
    expect(await screen.findByText('label: undefined undefined')).toBeInTheDocument();
  });

  it('a removed or emptied number attribute gives undefined', async () => {
    const element = await create('np-test-x', { count: '3' });
    await change(() => element.setAttribute('count', ''));
    expect(await screen.findByText('count: undefined undefined')).toBeInTheDocument();
    await change(() => element.setAttribute('count', '4'));
    await change(() => element.removeAttribute('count'));
    expect(await screen.findByText('count: undefined undefined')).toBeInTheDocument();
  });

  it('a removed boolean attribute gives false', async () => {
    const element = await place('<np-test-x open></np-test-x>');
    await screen.findByText('open: boolean true');
    await change(() => element.removeAttribute('open'));
    expect(await screen.findByText('open: boolean false')).toBeInTheDocument();
  });

  it('a boolean attribute emptied from a value stays true (bare attribute)', async () => {
    const element = await create('np-test-x', { open: 'false' });
    await change(() => element.setAttribute('open', ''));
    expect(await screen.findByText('open: boolean true')).toBeInTheDocument();
  });

  it('a removed json attribute gives undefined', async () => {
    const element = await create('np-test-x', { data: '{"items":[1]}' });
    await screen.findByText('data: object {"items":[1]}');
    await change(() => element.removeAttribute('data'));
    expect(await screen.findByText('data: undefined undefined')).toBeInTheDocument();
  });
});

describe('malformed JSON in an attribute', () => {
  it('is ignored with a console.warn naming the tag and attribute, and the widget still renders', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = await place(`<np-test-x label="Portada" data="{items: [1, 2]"></np-test-x>`);
    expect(await screen.findByText('data: undefined undefined')).toBeInTheDocument();
    expect(screen.getByText('label: string "Portada"')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('np: the np-test-x data attribute is not valid JSON and was ignored');
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('replacing valid JSON with malformed JSON drops the old value', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = await create('np-test-x', { data: '[1]' });
    await screen.findByText('data: object [1]');
    await change(() => element.setAttribute('data', '[1,'));
    expect(await screen.findByText('data: undefined undefined')).toBeInTheDocument();
  });
});

describe('data-np-status', () => {
  it('is "loading" when the element joins the page and "ready" after its first render', async () => {
    const element = document.createElement('np-test-x');
    let statusWhenConnected: string | null = null;
    await act(async () => {
      document.body.append(element);
      statusWhenConnected = element.getAttribute('data-np-status');
    });
    expect(statusWhenConnected).toBe('loading');
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('an element already in the page keeps its placeholder (data-np-queued) until it renders, one yield after its definition', async () => {
    document.body.innerHTML = '<np-test-upgrade label="Ya"></np-test-upgrade>';
    const element = document.body.querySelector('np-test-upgrade')!;
    defineWidget('np-test-upgrade', Probe, { attributes: { label: 'string', count: 'number', open: 'boolean', data: 'json' } });
    expect(element).toHaveAttribute('data-np-queued');
    expect(element).toBeEmptyDOMElement();
    await waitFor(() => expect(element).toHaveTextContent('label: string "Ya"'));
    expect(element).not.toHaveAttribute('data-np-queued');
  });

  it('an element made by script and given attributes does not render until it joins the page', async () => {
    const element = document.createElement('np-test-x');
    await act(async () => element.setAttribute('label', 'Detached'));
    expect(element.childNodes).toHaveLength(0);
    expect(element).not.toHaveAttribute('data-np-status');
    await act(async () => document.body.append(element));
    expect(element).toHaveAttribute('data-np-status', 'ready');
    expect(element.childNodes.length).toBeGreaterThan(0);
  });

  it('with ready: "manual", stays "loading" after rendering until the widget calls markReady()', async () => {
    const element = await create('np-test-manual');
    const button = await screen.findByRole('button', { name: 'Mostrar contenido' });
    expect(element).toHaveAttribute('data-np-status', 'loading');
    await userEvent.click(button);
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('the theme guard (data-np-guard) goes on as the definition takes the element over, before it renders', async () => {
    document.body.innerHTML = '<np-test-guarded label="Ya"><p>Del servidor</p></np-test-guarded>';
    const element = document.body.querySelector('np-test-guarded')!;
    expect(element).not.toHaveAttribute('data-np-guard');
    defineWidget('np-test-guarded', Probe, { attributes: { label: 'string', count: 'number', open: 'boolean', data: 'json' } });
    expect(element).toHaveAttribute('data-np-guard', '');
    expect(element).toHaveAttribute('data-np-queued');
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(element).toHaveAttribute('data-np-guard', '');
  });

  it('a status already set by the loader is kept when the element connects', async () => {
    const element = document.createElement('np-test-manual');
    element.setAttribute('data-np-status', 'loading');
    await act(async () => document.body.append(element));
    expect(element).toHaveAttribute('data-np-status', 'loading');
  });
});

describe('a component that throws', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('renders the "widget.unavailable" message as a status, with data-np-status="error"', async () => {
    const element = await create('np-test-crash');
    const fallback = await screen.findByRole('status');
    expect(fallback).toHaveTextContent(catalogues.es['widget.unavailable']);
    expect(element).toContainElement(fallback);
    expect(element).toHaveAttribute('data-np-status', 'error');
  });

  it('dispatches np:error with kind "render", the tag and the error', async () => {
    await create('np-test-crash');
    await screen.findByRole('status');
    expect(npErrors.details).toEqual([expect.objectContaining({ kind: 'render', tag: 'np-test-crash', name: 'Error', message: 'boom' })]);
  });

  it('shows the fallback in the language of the element (ca inside lang="ca")', async () => {
    await place('<div lang="ca"><np-test-crash></np-test-crash></div>');
    expect(await screen.findByRole('status')).toHaveTextContent('Aquest contingut no està disponible en aquest moment.');
  });

  it('does not take down another widget on the page', async () => {
    await place('<np-test-crash></np-test-crash><np-test-x label="Vecino"></np-test-x>');
    expect(await screen.findByText('label: string "Vecino"')).toBeInTheDocument();
    expect(document.querySelector('np-test-x')).toHaveAttribute('data-np-status', 'ready');
  });
});

describe('useWidgetHost().emit', () => {
  it("dispatches a bubbling, composed CustomEvent on the element with the payload in detail", async () => {
    const element = await create('np-test-emit');
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    document.addEventListener('np:select', listener);
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir b' }));
    document.removeEventListener('np:select', listener);
    expect(heard).toHaveLength(1);
    const event = heard[0] as CustomEvent<{ value: string }>;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.target).toBe(element);
    expect(event).toMatchObject({ bubbles: true, composed: true, detail: { value: 'b' } });
  });

  it('useWidgetHost() outside a widget throws a clear error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PicksAValue />)).toThrow('useWidgetHost() used outside a widget');
  });
});

describe('the page store inside a widget', () => {
  it('is provided: useSelector reads the site config', async () => {
    await create('np-test-store');
    expect(await screen.findByText('El Diario at 1024 px')).toBeInTheDocument();
  });

  it('is the one window.npStore shared by every widget on the page', async () => {
    await place('<np-test-store></np-test-store><np-test-store></np-test-store>');
    await change(() => getStore().dispatch(windowResized(480)));
    await waitFor(() => expect(screen.getAllByText('El Diario at 480 px')).toHaveLength(2));
  });
});

describe('defining a tag', () => {
  it('defining the same tag twice does nothing and throws nothing', async () => {
    const first = customElements.get('np-test-x');
    expect(() => defineWidget('np-test-x', () => <p>otro</p>, { attributes: {} })).not.toThrow();
    expect(customElements.get('np-test-x')).toBe(first);
    await create('np-test-x', { label: 'Sigue' });
    expect(await screen.findByText('label: string "Sigue"')).toBeInTheDocument();
    expect(screen.queryByText('otro')).toBeNull();
  });
});

describe('the catalogue follows the nearest lang', () => {
  it('a widget inside <div lang="ca"> gets ca texts on an es page', async () => {
    await place('<div lang="ca"><np-test-lang></np-test-lang></div>');
    expect(await screen.findByText('Comparteix a')).toBeInTheDocument();
  });

  it('a widget with no lang around it on an es page gets es texts', async () => {
    await place('<np-test-lang></np-test-lang>');
    expect(await screen.findByText('Comparte a')).toBeInTheDocument();
  });

  it('a widget on a ca page (<html lang="ca-ES">) gets ca texts', async () => {
    setPageConfig({ lang: 'ca' });
    document.documentElement.lang = 'ca-ES';
    await place('<np-test-lang></np-test-lang>');
    expect(await screen.findByText('Comparteix a')).toBeInTheDocument();
  });
});
