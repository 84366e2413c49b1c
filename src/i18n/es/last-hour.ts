export const lastHourEs = {
  'lastHour.title': 'Última hora',
} as const;
