export const hotTopicsEs = {
  'hotTopics.label': 'Temas del momento',
} as const;
