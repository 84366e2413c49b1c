import { logInThroughApi } from '../support/session';
import type { Flow } from './flow';

export const profileSave: Flow = {
  name: 'the profile form shows the reader, saves a changed nick and says so',
  async run(ui) {
    await logInThroughApi(ui, 'diari');
    await ui.open('diari', '/perfil/mi-cuenta', 'np-profile');
    await ui.waitFor('the filled form', () => (document.querySelector('np-profile input[name="nick"]') as HTMLInputElement | null)?.value === 'lector');
    await ui.fill(/^Nom d'usuari/, 'lectora');
    await ui.click('button', 'Desa els canvis', 'np-profile');
    await ui.waitForText('np-profile [role="status"]', 'Hem desat els canvis del teu perfil.');
  },
};
