export const coreEs = {
  'request.server': 'Se ha producido un error al hacer la petición. Inténtalo de nuevo más tarde.',
  'request.timeout': 'No se puede conectar con el servidor. Inténtalo de nuevo más tarde.',
  'request.notFound': 'No se ha encontrado el recurso en el servidor. Inténtalo de nuevo más tarde.',
  'request.unauthorized': 'No tienes autorización para realizar esta operación.',
  'request.precondition': 'No se cumple una condición previa. Inténtalo de nuevo más tarde.',
} as const;
