export const paywallEs = {
  'paywall.label': 'Aviso de acceso al contenido',
  'paywall.close': 'Cerrar el aviso de acceso',
} as const;
