export const loadMoreEs = {
  'loadMore.loading': 'Cargando más contenidos',
  'loadMore.retry': 'Cargar más',
  'loadMore.end': 'No hay más contenidos',
} as const;
