import type { headerEs } from '../es/header';

export const headerCa: Record<keyof typeof headerEs, string> = {
  'header.sections': 'Seccions',
  'header.menu': 'Menú',
};
