export const engagementEs = {
  'modal.close': 'Cerrar',
  'like.loginTitle': 'Inicia sesión',
  'like.loginContent': 'Inicia sesión o regístrate para guardar este contenido en tus favoritos.',
  'like.loginAuthor': 'Inicia sesión o regístrate para seguir a este autor.',
  'like.login': 'Iniciar sesión',
  'like.register': 'Crear una cuenta',
  'newsletter.title': 'Recibe nuestro boletín',
  'newsletter.text': 'Las noticias más importantes del día, en tu correo.',
  'newsletter.submit': 'Suscribirme',
  'newsletter.error': 'Ha habido un error puntual, inténtalo más tarde',
  'newsletter.successTitle': '¡Gracias!',
  'newsletter.success': 'Te has suscrito al boletín. Lo recibirás en {email}.',
} as const;
