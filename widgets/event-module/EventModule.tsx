// <np-event-module events>: upcoming events as event cards; when there are fewer than 5, the row
// is completed with placeholders (spec: discovery, sections 2 and 9).
import { useMemo } from 'react';
import { listingCards } from '../../src/api/listing-card';
import { EVENT_MODULE_MIN_RESULTS } from '../../src/constants';
import { useT } from '../../src/i18n/use-t';
import { EventCard } from '../discovery-shared/EventCard';
import './event-module.css';

export interface EventModuleProps {
  events?: unknown;
}

export function EventModule({ events }: EventModuleProps) {
  const t = useT();
  // Only events: a card without its event data is not shown here.
  const cards = useMemo(() => listingCards(events).filter((card) => card.event), [events]);
  const placeholders = Math.max(EVENT_MODULE_MIN_RESULTS - cards.length, 0);
  return (
    <section className="np-event-module" aria-label={t('event.module')}>
      <ul className="np-event-module__list">
        {cards.map((card) => (
          <li key={card.id} className="np-event-module__item">
            <EventCard card={card} />
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={`placeholder-${index}`} className="np-event-module__placeholder" data-np-placeholder="" aria-hidden="true">
            <span>{t('event.placeholder')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
