import type { Flow } from './flow';

const MODAL = 'np-paywall [data-np-paywall-type="modal"]';
const BAR = 'np-paywall [data-np-paywall-type="bottom-bar"]';

export const paywall: Flow = {
  name: 'the paywall modal opens as a dialog and Esc closes it; the bottom bar closes with its button',
  async run(ui) {
    await ui.open('diario', '/noticia/1001?paywall=modal', 'np-paywall');
    await ui.waitFor('the paywall modal, open as a modal dialog', (css: string) => {
      const dialog = document.querySelector(css)?.closest('dialog') ?? document.querySelector(`${css} dialog`);
      return dialog instanceof HTMLDialogElement && dialog.open && dialog.matches(':modal');
    }, MODAL);
    await ui.press('Escape');
    await ui.waitFor('the modal to close', (css: string) => !document.querySelector(css), MODAL);
    await ui.open('diario', '/noticia/1001?paywall=bottom-bar', 'np-paywall');
    await ui.waitFor('the bottom bar', (css: string) => Boolean(document.querySelector(css)), BAR);
    await ui.click('button', 'Cerrar el aviso de acceso', 'np-paywall');
    await ui.waitFor('the bottom bar to close', (css: string) => !document.querySelector(css), BAR);
  },
};
