import type { Flow } from './flow';

export const registerValidation: Flow = {
  name: 'registration marks an invalid email, birth date and phone under their fields, and keeps the submit disabled',
  async run(ui) {
    await ui.open('diario', '/registro', 'np-register');
    await ui.fill(/^Correo electrónico/, 'no-es-correo');
    await ui.fill(/^Fecha de nacimiento/, '01/01/2020');
    await ui.fill(/^Teléfono/, '123');
    await ui.press('Tab');
    for (const name of ['email', 'birthdate', 'phone']) {
      await ui.waitFor(
        `the ${name} field to be marked invalid with its error under it`,
        (field: string) => {
          const input = document.querySelector(`np-register [name="${field}"]`);
          const error = document.getElementById(input?.getAttribute('aria-describedby')?.split(' ').find((id) => document.getElementById(id)?.textContent?.trim()) ?? '');
          return input?.getAttribute('aria-invalid') === 'true' && Boolean(error?.textContent?.trim());
        },
        name,
      );
    }
    expect(await ui.driver.evaluate(() => (document.querySelector('np-register button[type="submit"]') as HTMLButtonElement).disabled)).toBe(true);
  },
};
