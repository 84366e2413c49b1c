import type { paywallEs } from '../es/paywall';

export const paywallCa: Record<keyof typeof paywallEs, string> = {
  'paywall.label': "Avís d'accés al contingut",
  'paywall.close': "Tanca l'avís d'accés",
};
