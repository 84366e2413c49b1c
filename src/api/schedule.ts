// Schedule card (spec: discovery and presentation, section 3). Types only.
import type { ApiDate } from './common';

export interface ScheduleCard {
  id: string;
  title: string;
  url: { href: string; title: string };
  startTime: ApiDate;
  endTime: ApiDate;
}
