export const loaderEs = {
  'widget.unavailable': 'Este contenido no está disponible en este momento.',
} as const;
