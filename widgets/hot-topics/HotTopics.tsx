// <np-hot-topics>: a strip of topic links that scrolls sideways by itself (never the page).
import { useMemo } from 'react';
import { useWidgetHost } from '../../src/elements/widget-host';
import { readTopics } from './topics';
import './hot-topics.css';

export interface HotTopicsProps {
  topics?: unknown;
}

export function HotTopics({ topics }: HotTopicsProps) {
  const { t } = useWidgetHost();
  const links = useMemo(() => readTopics(topics), [topics]);
  if (links.length === 0) return null;
  return (
    <nav className="np-hot-topics" aria-label={t('hotTopics.label')}>
      <ul className="np-hot-topics__list">
        {links.map(({ link }, index) => (
          <li key={`${link.id} ${index}`} className="np-hot-topics__item">
            <a className="np-hot-topics__link" href={link.href} rel={link.rel || undefined} target={link.target || undefined}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
