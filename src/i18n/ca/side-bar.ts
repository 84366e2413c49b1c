import type { sideBarEs } from '../es/side-bar';

export const sideBarCa: Record<keyof typeof sideBarEs, string> = {
  'sideBar.label': 'Compartir i comentaris',
  'sideBar.comments.one': 'comentari',
  'sideBar.comments.other': 'comentaris',
};
