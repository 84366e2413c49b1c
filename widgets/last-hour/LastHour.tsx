// <np-last-hour>: the latest headlines in one line under the menu, or nothing at all.
import { useId, useMemo } from 'react';
import { useWidgetHost } from '../../src/elements/widget-host';
import { readHeadlines } from './headlines';
import './last-hour.css';

export interface LastHourProps {
  items?: unknown;
}

export function LastHour({ items }: LastHourProps) {
  const { t } = useWidgetHost();
  const titleId = useId();
  const headlines = useMemo(() => readHeadlines(items), [items]);
  if (headlines.length === 0) return null;
  return (
    <section className="np-last-hour" aria-labelledby={titleId}>
      <h2 className="np-last-hour__title" id={titleId}>
        {t('lastHour.title')}
      </h2>
      <ul className="np-last-hour__list">
        {headlines.map((headline, index) => (
          <li key={`${headline.id} ${index}`} className="np-last-hour__item">
            {headline.time && (
              <time className="np-last-hour__time" dateTime={headline.time.iso}>
                {headline.time.text}
              </time>
            )}
            <a className="np-last-hour__link" href={headline.url}>
              {headline.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
