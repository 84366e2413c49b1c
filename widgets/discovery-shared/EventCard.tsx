// An event card: date badge by occurrence type (DateRange, OneTime, MultipleTimes, in any spelling),
// title, location, modality, thematics and timetable.
import type { ReactNode } from 'react';
import type { ListingCard } from '../../src/api/content';
import { useWidgetHost } from '../../src/elements/widget-host';
import { languageOf } from '../../src/i18n';
import { eventBadgeText, type EventOf } from './event-badge';
import { occurrenceKind } from './event-occurrence';
import { ResultImage } from './ResultImage';
import './cards.css';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="np-event__detail">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function EventCard({ card, eager = false }: { card: ListingCard; eager?: boolean }) {
  const { t, element } = useWidgetHost();
  const event = card.event as EventOf;
  const kind = occurrenceKind(event);
  const linked = (link: { name: string; url: string }) => (link.url ? <a href={link.url}>{link.name}</a> : link.name);
  return (
    <article className="np-card np-event" data-content-id={card.id}>
      {card.image && <ResultImage image={card.image} eager={eager} />}
      <div className="np-card__body">
        <p className={`np-event__badge np-event__badge--${kind}`} data-np-event-badge={kind}>
          {eventBadgeText(event, languageOf(element), t)}
        </p>
        <h2 className="np-card__title">
          <a href={card.url}>{card.title}</a>
        </h2>
        <dl className="np-event__details">
          {event.location && <Detail label={t('event.where')}>{linked(event.location)}{event.address ? ` · ${event.address}` : ''}</Detail>}
          {event.modality && <Detail label={t('event.modality')}>{linked(event.modality)}</Detail>}
          {event.thematics.length > 0 && (
            <Detail label={t('event.thematics')}>
              {event.thematics.map((thematic, index) => (
                <span key={`${thematic.name}-${index}`}>{index > 0 && ', '}{linked(thematic)}</span>
              ))}
            </Detail>
          )}
          {event.timetable.length > 0 && <Detail label={t('event.timetable')}>{event.timetable.join(' · ')}</Detail>}
        </dl>
      </div>
    </article>
  );
}
