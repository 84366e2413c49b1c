import type { Flow } from './flow';

export const shareCopy: Flow = {
  name: 'the share bar copies the article link and says it has',
  async run(ui) {
    await ui.open('diario', '/noticia/1001', 'np-share-bar');
    await ui.click('button', 'Copiar enlace', 'np-share-bar');
    await ui.waitForText('np-share-bar [role="status"]', 'Enlace copiado');
  },
};
