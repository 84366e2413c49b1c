import type { hotTopicsEs } from '../es/hot-topics';

export const hotTopicsCa: Record<keyof typeof hotTopicsEs, string> = {
  'hotTopics.label': 'Temes del moment',
};
