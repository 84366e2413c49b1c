export const headerEs = {
  'header.sections': 'Secciones',
  'header.menu': 'Menú',
} as const;
