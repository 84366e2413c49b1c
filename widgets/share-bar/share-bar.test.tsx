import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPageConfig, setWindowWidth } from '../../test/support/page-config';
import './share-bar.element';

const ARTICLE = 'http://diario.localhost:8080/noticia/1001';

function placeShareBar(): HTMLElement {
  const element = document.createElement('np-share-bar');
  act(() => {
    element.setAttribute('url', ARTICLE);
    element.setAttribute('title', 'Titular de prueba');
    document.body.append(element);
  });
  return element;
}

const shareBar = () => screen.findByRole('group', { name: /compartir/i });

beforeEach(() => {
  act(() => document.body.replaceChildren());
  window.dataLayer = [];
  setWindowWidth(1280);
  setPageConfig();
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
});

afterEach(() => jest.useRealTimers());

describe('<np-share-bar>', () => {
  it('starts collapsed with Facebook, Twitter, WhatsApp and copy link; LinkedIn, Telegram and Threads show when expanded', async () => {
    const element = placeShareBar();
    const bar = await shareBar();
    expect(within(bar).getByRole('link', { name: /facebook/i })).toBeVisible();
    expect(within(bar).getByRole('link', { name: /twitter/i })).toBeVisible();
    expect(within(bar).getByRole('link', { name: /whatsapp/i })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    expect(within(bar).queryByRole('link', { name: /linkedin/i })).toBeNull();
    const more = within(bar).getByRole('button', { name: 'Más opciones para compartir' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const network of [/linkedin/i, /telegram/i, /threads/i]) expect(within(bar).getByRole('link', { name: network })).toBeVisible();
    await userEvent.click(more);
    expect(within(bar).queryByRole('link', { name: /telegram/i })).toBeNull();
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('shares links tagged utm_medium=socialshare and utm_campaign=desktop on a wide screen', async () => {
    placeShareBar();
    const facebook = within(await shareBar()).getByRole('link', { name: /facebook/i });
    const shared = new URL(new URL(facebook.getAttribute('href')!).searchParams.get('u')!);
    expect(shared.origin + shared.pathname).toBe(ARTICLE);
    expect(shared.searchParams.get('utm_medium')).toBe('socialshare');
    expect(shared.searchParams.get('utm_campaign')).toBe('desktop');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tags links mobile_web under 568 px when there is no native share', async () => {
    setWindowWidth(400);
    setPageConfig();
    placeShareBar();
    const whatsapp = within(await shareBar()).getByRole('link', { name: /whatsapp/i });
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain('utm_campaign=mobile_web');
  });

  it('opens the native share sheet with the text "Comparte a" under 568 px, and only logs a failed share', async () => {
    setWindowWidth(400);
    setPageConfig();
    const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    placeShareBar();
    await userEvent.click(within(await shareBar()).getByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: 'Comparte a', title: 'Titular de prueba' }));
    expect(new URL(share.mock.calls[0][0].url).searchParams.get('utm_campaign')).toBe('mobile_web');
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(await shareBar()).toBeVisible();
    info.mockRestore();
  });

  it('copies the link to the clipboard and shows the copied message for 1000 ms', async () => {
    jest.useFakeTimers();
    placeShareBar();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup(): user-event installs a clipboard stub of its own.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const bar = await shareBar();
    // The click inside act, so that the state set as the clipboard's promise settles is rendered
    // when act ends: outside it, on a busy machine, the message was sometimes not rendered yet here.
    await act(async () => {
      await user.click(within(bar).getByRole('button', { name: 'Copiar enlace' }));
      await writeText.mock.results[0]?.value; // the clipboard promise settles
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('utm_medium=socialshare'));
    expect(within(bar).getByRole('status')).toHaveTextContent('Enlace copiado');
    act(() => jest.advanceTimersByTime(999));
    expect(within(bar).getByRole('status')).toHaveTextContent('Enlace copiado');
    act(() => jest.advanceTimersByTime(1));
    expect(within(bar).getByRole('status')).toHaveTextContent('');
  });

  it('says the link could not be copied when the clipboard refuses it', async () => {
    placeShareBar();
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) } });
    const bar = await shareBar();
    await user.click(within(bar).getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('No se ha podido copiar el enlace'));
    warn.mockRestore();
  });

  describe('on a page without the Clipboard API (served over http)', () => {
    const copyCommand = jest.fn<boolean, [string]>();
    beforeEach(() => {
      copyCommand.mockReset();
      Object.defineProperty(document, 'execCommand', { configurable: true, value: copyCommand });
    });
    afterEach(() => Reflect.deleteProperty(document, 'execCommand'));
    const withoutClipboard = () => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });

    it('copies the link from a selected field with the copy command, leaves no field behind and gives the focus back to the button', async () => {
      placeShareBar();
      const user = userEvent.setup();
      withoutClipboard();
      let selected = '';
      copyCommand.mockImplementation(() => {
        const field = document.activeElement as HTMLTextAreaElement;
        selected = field.value.slice(field.selectionStart, field.selectionEnd);
        return true;
      });
      const bar = await shareBar();
      const copy = within(bar).getByRole('button', { name: 'Copiar enlace' });
      await user.click(copy);
      await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('Enlace copiado'));
      expect(copyCommand).toHaveBeenCalledWith('copy');
      expect(selected).toContain('utm_medium=socialshare');
      expect(document.querySelector('textarea')).toBeNull();
      expect(copy).toHaveFocus();
    });

    it('says the link could not be copied when the browser refuses the copy command', async () => {
      placeShareBar();
      const user = userEvent.setup();
      withoutClipboard();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      copyCommand.mockReturnValue(false);
      const bar = await shareBar();
      await user.click(within(bar).getByRole('button', { name: 'Copiar enlace' }));
      await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('No se ha podido copiar el enlace'));
      expect(document.querySelector('textarea')).toBeNull();
      warn.mockRestore();
    });
  });

  it('pushes a share event to the dataLayer', async () => {
    placeShareBar();
    const twitter = within(await shareBar()).getByRole('link', { name: /twitter/i });
    twitter.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(twitter);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'share', shareNetwork: 'twitter', shareUrl: expect.stringContaining(ARTICLE) }));
  });

  it('speaks Catalan on a ca page', async () => {
    setPageConfig({ lang: 'ca' });
    placeShareBar();
    const bar = await screen.findByRole('group', { name: 'Compartir' });
    expect(within(bar).getByRole('button', { name: "Copiar l'enllaç" })).toBeVisible();
    expect(within(bar).getByRole('link', { name: /Compartir a Facebook/ })).toBeVisible();
  });
});
