import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi, type RecordedCall, type StubAnswer } from '../../test/support/api-stub';
import { installFakeIntersectionObserver, observerWatching } from '../../test/support/fake-intersection-observer';
import { setPageConfig } from '../../test/support/page-config';
import { ADDED_ITEM, contentIdOf } from './insert-items';
import './load-more.element';

const item = (id: number) => `<li class="card-list__item"><article data-content-id="${id}"><h2><a href="/noticia/${id}">Noticia ${id}</a></h2></article></li>`;

let answer: (call: RecordedCall) => StubAnswer;
let calls: RecordedCall[];

function placeListing(nextPage = '/webapi/listing/news/2'): { list: HTMLElement; element: HTMLElement } {
  const list = document.createElement('ul');
  list.setAttribute('aria-label', 'Noticias');
  list.innerHTML = [1, 2, 3].map(item).join('');
  const element = document.createElement('np-load-more');
  act(() => {
    element.setAttribute('next-page', nextPage);
    document.body.append(list, element);
  });
  return { list, element };
}

async function spinnerComesIntoView(): Promise<void> {
  const { observer, target } = await waitFor(() => observerWatching('.np-load-more'));
  act(() => observer.report(target, true));
}

const ids = (list: HTMLElement) => [...list.children].map(contentIdOf);

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  installFakeIntersectionObserver();
  window.history.replaceState(null, '', '/noticias/');
  answer = (call) => (call.url.endsWith('/2') ? { body: { html: [3, 4, 5].map(item).join('\n'), nextPage: '/webapi/listing/news/3' } } : { body: { html: [5, 6].map(item).join(''), nextPage: null } });
  calls = stubApi((call) => answer(call));
});
afterEach(() => jest.useRealTimers());

describe('<np-load-more>', () => {
  it('loads the next page 1 s after its spinner comes into view, not before', async () => {
    jest.useFakeTimers();
    const { list } = placeListing();
    await spinnerComesIntoView();
    await act(async () => jest.advanceTimersByTime(999));
    expect(calls).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(ids(list)).toEqual(['1', '2', '3', '4', '5']));
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'http://localhost/webapi/listing/news/2' });
  });

  it('removes items already in the listing and stops when no nextPage is given', async () => {
    const { list, element } = placeListing();
    await spinnerComesIntoView();
    await waitFor(() => expect(ids(list)).toEqual(['1', '2', '3', '4', '5']));
    await spinnerComesIntoView();
    await waitFor(() => expect(ids(list)).toEqual(['1', '2', '3', '4', '5', '6']));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    // Its runway goes once the browser reports it out of view (src/hooks/use-runway.ts).
    const { observer, target } = observerWatching('.np-load-more__runway');
    act(() => observer.report(target, false));
    expect(element).toBeEmptyDOMElement();
    expect(calls).toHaveLength(2);
  });

  it('marks the items it added (off-screen, the browser may skip them), never the listing\'s own', async () => {
    const { list } = placeListing();
    await spinnerComesIntoView();
    await waitFor(() => expect(ids(list)).toEqual(['1', '2', '3', '4', '5']));
    expect([...list.children].map((child) => child.classList.contains(ADDED_ITEM))).toEqual([false, false, false, true, true]);
  });

  it('inserts sanitized items only', async () => {
    answer = () => ({ body: { html: '<li data-content-id="9"><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script><a href="javascript:alert(1)">x</a></li>', nextPage: null } });
    const { list } = placeListing();
    await spinnerComesIntoView();
    await waitFor(() => expect(ids(list)).toContain('9'));
    const added = list.lastElementChild!;
    expect(added.querySelector('script')).toBeNull();
    expect(added.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(added.querySelector('a')!.getAttribute('href')).toBeNull();
  });

  it('after a failure keeps the listing and offers a button that tries again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => ({ status: 500 });
    const { list } = placeListing();
    await spinnerComesIntoView();
    const retry = await screen.findByRole('button', { name: 'Cargar más' });
    expect(ids(list)).toEqual(['1', '2', '3']);
    answer = () => ({ body: { html: item(4), nextPage: null } });
    await userEvent.click(retry);
    await spinnerComesIntoView();
    await waitFor(() => expect(ids(list)).toEqual(['1', '2', '3', '4']));
    warn.mockRestore();
    error.mockRestore();
  });

  it('follows no page on another origin, and does nothing without one', async () => {
    const { element } = placeListing('https://evil.example/next');
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(element).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });
});
