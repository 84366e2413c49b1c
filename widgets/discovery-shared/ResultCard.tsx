// A listing card in a result list (spec: discovery, section 3): kicker, title, date, authors,
// image and multimedia badge; opinion is styled apart. Events get the event card. The description
// is API HTML: the list that renders these cards loads the sanitizer with its call (src/html/sanitizer.ts).
import { memo } from 'react';
import type { ListingCard } from '../../src/api/content';
import { useWidgetHost } from '../../src/elements/widget-host';
import { languageOf, type Translate } from '../../src/i18n';
import { LoadedSafeHtml } from '../../src/html/loaded-safe-html';
import { readableDay } from './display-dates';
import { mediaBadge } from './media-badge';
import { EventCard } from './EventCard';
import { ResultImage } from './ResultImage';
import './cards.css';

function Authors({ card, t }: { card: ListingCard; t: Translate }) {
  if (!card.authors.length) return card.signature ? <span className="np-card__authors">{card.signature}</span> : null;
  return (
    <span className="np-card__authors">
      {t('card.by')}{' '}
      {card.authors.map((author, index) => (
        <span key={`${author.id}-${index}`}>
          {index > 0 && ', '}
          {author.url ? <a href={author.url}>{author.name}</a> : author.name}
        </span>
      ))}
    </span>
  );
}

/** `eager` for the first results: one of them is usually the page's largest paint. */
export const ResultCard = memo(function ResultCard({ card, eager = false }: { card: ListingCard; eager?: boolean }) {
  const { t, element } = useWidgetHost();
  if (card.event) return <EventCard card={card} eager={eager} />;
  const language = languageOf(element);
  const published = readableDay(card.publishedDate, language, true);
  const opinion = card.articleNewsTypeEnum === 'opinion';
  return (
    <article className={`np-card${opinion ? ' np-card--opinion' : ''}`} data-content-id={card.id}>
      {card.image && <ResultImage image={card.image} eager={eager} />}
      <div className="np-card__body">
        {opinion && <p className="np-card__label">{t('card.opinion')}</p>}
        {card.kicker && <p className="np-card__kicker">{card.kicker.href ? <a href={card.kicker.href}>{card.kicker.text}</a> : card.kicker.text}</p>}
        <h2 className="np-card__title">
          <a href={card.url}>{card.title}</a>
        </h2>
        {card.description[0] && <LoadedSafeHtml as="div" className="np-card__description" html={card.description[0]} />}
        <p className="np-card__meta">
          <Authors card={card} t={t} />
          {published && <time dateTime={published.machine}>{published.text}</time>}
          {card.mediaInfo && <span className={`np-card__badge np-card__badge--${card.mediaInfo.type}`}>{mediaBadge(card.mediaInfo, t)}</span>}
        </p>
      </div>
    </article>
  );
});
