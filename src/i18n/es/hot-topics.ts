export const hotTopicsEs = {
  'hotTopics.label': 'Temas del momento',
  'lastHour.title': 'Última hora',
} as const;
