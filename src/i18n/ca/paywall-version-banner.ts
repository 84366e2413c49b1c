import type { paywallVersionBannerEs } from '../es/paywall-version-banner';

export const paywallVersionBannerCa: Record<keyof typeof paywallVersionBannerEs, string> = {
  'paywallVersion.label': 'Versió del mur de pagament',
  'paywallVersion.testing': 'Estàs veient la versió de prova {version} del mur de pagament.',
  'paywallVersion.back': 'Torna al mur de pagament publicat',
};
