import type { loadMoreEs } from '../es/load-more';

export const loadMoreCa: Record<keyof typeof loadMoreEs, string> = {
  'loadMore.loading': 'Carregant més continguts',
  'loadMore.retry': 'Carrega més',
  'loadMore.end': 'No hi ha més continguts',
};
