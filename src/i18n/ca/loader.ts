import type { loaderEs } from '../es/loader';

export const loaderCa: Record<keyof typeof loaderEs, string> = {
  'widget.unavailable': 'Aquest contingut no està disponible en aquest moment.',
};
