// <np-most-read>: two ranked lists behind the WAI-ARIA tabs pattern (tab 1 selected first). The
// selected tab alone is in the Tab order (roving tabindex); Left and Right move to the previous or
// next tab, wrapping, Home and End to the first or last, and moving selects (automatic activation).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useWidgetHost } from '../../src/elements/widget-host';
import { readMostReadTabs, type RankedCard } from './tabs';
import './most-read.css';

export interface MostReadProps {
  tabs?: unknown;
}

function RankedItem({ card, rank }: { card: RankedCard; rank: number }) {
  return (
    <li className="np-most-read__item">
      {/* The list already says the position to assistive technology; the number is for the eye. */}
      <span className="np-most-read__rank" aria-hidden="true">
        {rank}
      </span>
      <a className="np-most-read__link" href={card.url}>
        {card.image && <img className="np-most-read__image" src={card.image} alt="" width={64} height={64} loading="lazy" decoding="async" />}
        <span className="np-most-read__text">
          {card.kicker && <span className="np-most-read__kicker">{card.kicker}</span>}
          <span className="np-most-read__title">{card.title}</span>
        </span>
      </a>
    </li>
  );
}

/** The tab a key moves to from `from` among `count` tabs, or undefined for other keys. */
export function tabAfterKey(key: string, from: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return from >= last ? 0 : from + 1;
    case 'ArrowLeft':
      return from <= 0 ? last : from - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

export function MostRead({ tabs: rawTabs }: MostReadProps) {
  const { t, tag } = useWidgetHost();
  const { tabs, problems } = useMemo(() => readMostReadTabs(rawTabs), [rawTabs]);
  const [chosen, setChosen] = useState(0);
  const tabButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  useEffect(() => {
    if (problems.length) console.warn(`np: <${tag}> has an invalid tabs attribute, shown as far as valid: ${problems.join('; ')}`);
  }, [problems, tag]);

  if (tabs.length === 0) return null;
  const selected = Math.min(chosen, tabs.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = tabButtons.current.findIndex((button) => button === event.target);
    const next = tabAfterKey(event.key, from < 0 ? selected : from, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setChosen(next);
    tabButtons.current[next]?.focus();
  };

  return (
    <div className="np-most-read">
      <div className="np-most-read__tabs" role="tablist" aria-label={t('mostRead.label')} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(button) => {
              tabButtons.current[index] = button;
            }}
            type="button"
            role="tab"
            className="np-most-read__tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setChosen(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={index} className="np-most-read__panel" role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} hidden={index !== selected}>
          {/* role="list": a list styled without markers stays a list for every screen reader. */}
          <ol className="np-most-read__list" role="list">
            {tab.items.map((card, rank) => (
              <RankedItem key={`${card.id} ${rank}`} card={card} rank={rank + 1} />
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
