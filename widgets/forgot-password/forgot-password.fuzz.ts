import type { WidgetFuzzSpec } from '../../test/support/hardening';

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-forgot-password',
  calls: [
    {
      method: 'POST',
      url: /\/api\/front\/user\/recover-password$/,
      validBody: { response: { success: true } },
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    element.querySelector('form')?.requestSubmit();
  },
};
