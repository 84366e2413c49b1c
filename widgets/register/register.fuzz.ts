import type { WidgetFuzzSpec } from '../../test/support/hardening';

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-register',
  attributes: { countries: '{"ES":"España"}', provinces: '{"46":"Valencia/València"}', cities: '{"46250":"València"}', 'recaptcha-demo-token': 'demo-recaptcha-passed' },
  calls: [
    { method: 'POST', url: /\/api\/front\/user\/nick$/, validBody: { response: { available: true } } },
    { method: 'POST', url: /\/api\/front\/user\/register$/, validBody: { response: { success: true, userId: '105' } } },
  ],
  drive: async (element) => {
    const set = (selector: string, value: string) => {
      const field = element.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
      if (!field) return;
      const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    };
    const values: Record<string, string> = { nick: 'fuzzer', email: 'fuzz@example.com', password: 'Secreta2026', name: 'Ana', surname: 'Puig', birthdate: '01/02/1990', province: '46', city: '46250' };
    for (const [name, value] of Object.entries(values)) {
      set(`[name="${name}"]`, value);
      // The city select is filled once its province is chosen.
      if (name === 'province') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const name of ['terms', 'recaptcha']) element.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    element.querySelector('form')?.requestSubmit();
  },
};
