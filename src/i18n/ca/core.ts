import type { coreEs } from '../es/core';

export const coreCa: Record<keyof typeof coreEs, string> = {
  'request.server': "S'ha produït un error en fer la petició. Torna-ho a provar més tard.",
  'request.timeout': 'No es pot connectar amb el servidor. Torna-ho a provar més tard.',
  'request.notFound': "No s'ha trobat el recurs al servidor. Torna-ho a provar més tard.",
  'request.unauthorized': 'No tens autorització per fer aquesta operació.',
  'request.precondition': 'No es compleix una condició prèvia. Torna-ho a provar més tard.',
};
