import type { engagementEs } from '../es/engagement';

export const engagementCa: Record<keyof typeof engagementEs, string> = {
  'modal.close': 'Tanca',
  'like.loginTitle': 'Inicia la sessió',
  'like.loginContent': "Inicia la sessió o registra't per desar aquest contingut als teus preferits.",
  'like.loginAuthor': "Inicia la sessió o registra't per seguir aquest autor.",
  'like.login': 'Inicia la sessió',
  'like.register': 'Crea un compte',
  'newsletter.title': 'Rep el nostre butlletí',
  'newsletter.text': 'Les notícies més importants del dia, al teu correu.',
  'newsletter.submit': "Subscriu-me",
  'newsletter.error': 'Hi ha hagut un error puntual, torna-ho a provar més tard',
  'newsletter.successTitle': 'Gràcies!',
  'newsletter.success': "T'has subscrit al butlletí. El rebràs a {email}.",
};
