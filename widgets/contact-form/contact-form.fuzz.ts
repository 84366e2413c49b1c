import { setFieldValue, type WidgetFuzzSpec } from '../../test/support/hardening';

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-contact-form',
  calls: [{ method: 'POST', url: /\/api\/front\/contact$/, validBody: { response: { success: true } } }],
  drive: async (element) => {
    setFieldValue(element, '[name="name"]', 'Ana');
    setFieldValue(element, '[name="email"]', 'ana@example.com');
    setFieldValue(element, '[name="subject"]', 'Consulta');
    setFieldValue(element, '[name="message"]', 'Hola');
    element.querySelector<HTMLInputElement>('input[name="terms"]')?.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    element.querySelector('form')?.requestSubmit();
  },
};
