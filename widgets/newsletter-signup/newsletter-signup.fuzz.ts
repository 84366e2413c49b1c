import type { WidgetFuzzSpec } from '../../test/support/hardening';

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-newsletter-signup',
  calls: [{ method: 'POST', url: /\/api\/front\/newsletter\/[^/]+$/, validBody: { httpCode: 200, email: 'ana@example.com' } }],
  drive: async (element) => {
    const input = element.querySelector<HTMLInputElement>('input[name="email"]');
    if (!input) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'ana@example.com');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    element.querySelector('form')?.requestSubmit();
  },
};
