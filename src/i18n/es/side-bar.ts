export const sideBarEs = {
  'sideBar.label': 'Compartir y comentarios',
  'sideBar.comments.one': 'comentario',
  'sideBar.comments.other': 'comentarios',
} as const;
