import type { lastHourEs } from '../es/last-hour';

export const lastHourCa: Record<keyof typeof lastHourEs, string> = {
  'lastHour.title': 'Última hora',
};
