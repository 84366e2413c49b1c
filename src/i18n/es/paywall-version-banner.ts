export const paywallVersionBannerEs = {
  'paywallVersion.label': 'Versión del muro de pago',
  'paywallVersion.testing': 'Estás viendo la versión de prueba {version} del muro de pago.',
  'paywallVersion.back': 'Volver al muro de pago publicado',
} as const;
