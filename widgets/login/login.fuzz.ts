import type { WidgetFuzzSpec } from '../../test/support/hardening';

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-login',
  calls: [
    {
      method: 'POST',
      url: /\/api\/front\/user\/login$/,
      validBody: { response: { user: { id: '101', nick: 'lector', name: 'Lucía', surname: 'Martín Soler', email: 'lector@example.com', savedContentIds: [], followedAuthorIds: [], newsletters: [] } } },
    },
  ],
  drive: async (element) => {
    const type = (name: string, value: string) => {
      const input = element.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!input) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('email', 'lector@example.com');
    type('password', 'Lectura2026');
    await new Promise((resolve) => setTimeout(resolve, 50));
    element.querySelector('form')?.requestSubmit();
  },
};
