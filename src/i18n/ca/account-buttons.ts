import type { accountButtonsEs } from '../es/account-buttons';

export const accountButtonsCa: Record<keyof typeof accountButtonsEs, string> = {
  'userButton.label': 'El teu compte',
  'userButton.login': 'Inicia la sessió',
  'userButton.profile': 'El meu compte',
  'userButton.logout': 'Surt',
  'like.saveContent': 'Desa als preferits',
  'like.followAuthor': "Segueix l'autor",
};
