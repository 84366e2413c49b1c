// <np-side-bar>: the article's share controls (a nested <np-share-bar>) and a link to the comments
// block (#comments) with the comment count. Sticky at the bottom of the viewport below 1100 px;
// at 1100 px and wider a column the page places beside the article.
import { createElement } from 'react';
import { useWidgetHost } from '../../src/elements/widget-host';
import { languageOf } from '../../src/i18n/language';
import './side-bar.css';

export interface SideBarProps {
  url?: string;
  title?: string;
  commentCount?: number;
}

/** The count as the attribute says it, never negative nor fractional (missing: 0). */
export const commentCountOf = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * The count as es or ca write it. Below 1,000 that is its digits, which need no Intl: a page's
 * first Intl.NumberFormat costs 10–25 ms of main thread at 1x (ICU starting up), and on the article
 * it was the side bar's whole render.
 */
export const countText = (count: number, language: string): string =>
  count < 1000 ? String(count) : new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'es-ES').format(count);

export function SideBar({ url, title, commentCount }: SideBarProps) {
  const { t, element } = useWidgetHost();
  const count = commentCountOf(commentCount);
  const language = languageOf(element);
  const noun = new Intl.PluralRules(language).select(count) === 'one' ? t('sideBar.comments.one') : t('sideBar.comments.other');
  return (
    <aside className="np-side-bar" aria-label={t('sideBar.label')}>
      {createElement('np-share-bar', { url, title })}
      <a className="np-side-bar__comments" href="#comments">
        <span className="np-side-bar__icon" aria-hidden="true" />
        <span className="np-side-bar__count">{countText(count, language)}</span>
        <span className="np-side-bar__noun"> {noun}</span>
      </a>
    </aside>
  );
}
