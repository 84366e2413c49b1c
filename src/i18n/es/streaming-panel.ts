export const streamingPanelEs = {
  'streaming.toggle': 'En directo',
  'streaming.title': 'Emisiones en directo',
  'streaming.close': 'Cerrar las emisiones en directo',
  'streaming.loading': 'Cargando las emisiones…',
  'streaming.empty': 'Ahora no hay ninguna emisión en directo.',
  'streaming.error': 'No se han podido cargar las emisiones en directo. Lo volveremos a intentar en unos segundos.',
  'streaming.watch': 'Ver',
  'streaming.listen': 'Escuchar',
} as const;
