// The user button's and like buttons' own texts: in the core catalogue, so that an anonymous
// reader's page shows them before (and without) the account texts.
export const accountButtonsEs = {
  'userButton.label': 'Tu cuenta',
  'userButton.login': 'Iniciar sesión',
  'userButton.profile': 'Mi cuenta',
  'userButton.logout': 'Salir',
  'like.saveContent': 'Guardar en favoritos',
  'like.followAuthor': 'Seguir al autor',
} as const;
