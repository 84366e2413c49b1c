// <np-header>: date line, brand, the header's own widgets (nested elements, see README), and a
// one-line menu whose items that do not fit stay one toggle away. It hides on scroll down and
// sticks on scroll up (data-np-scroll), and keeps its menu and the search layer apart.
import { createElement, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useWidgetHost } from '../../src/elements/widget-host';
import { useScrollLock } from '../../src/hooks/use-scroll-lock';
import type { NpState } from '../../src/store';
import { isFeatureEnabled } from '../../src/store/site-slice';
import { dateLine } from './date-line';
import { isCurrentItem, readMenu } from './menu-items';
import { useFittingItems } from './use-fitting-items';
import { useHeaderScroll } from './use-header-scroll';
import './header.css';

export type TopicsPosition = 'before' | 'middle' | 'after';

export interface HeaderProps {
  menu?: unknown;
  topics?: unknown;
  topicsPosition?: string;
  streamingExcludeId?: string;
}

/** A nested widget element: the loader finds it and defines it like any tag of the page. */
const nested = (tag: `np-${string}`, attributes: Record<string, string | undefined> = {}) => createElement(tag, attributes);

const POSITIONS: readonly TopicsPosition[] = ['before', 'middle', 'after'];

export function Header({ menu, topics, topicsPosition, streamingExcludeId }: HeaderProps) {
  const { t, element, emit } = useWidgetHost();
  const id = useId();
  const siteName = useSelector((state: NpState) => state.site.name);
  // Web features are per site; a site that turns `streaming` off gets no live-streams panel.
  const streaming = useSelector((state: NpState) => isFeatureEnabled(state.site, 'streaming'));
  const items = useMemo(() => readMenu(menu), [menu]);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const fitting = useFittingItems(row, items.length);
  const today = useMemo(() => dateLine(new Date(), t), [t]);
  useHeaderScroll(element);
  useScrollLock(open);

  // Every change of the menu goes through here: the nested search layer hears np:menu and closes.
  const setMenu = useCallback(
    (next: boolean, { focusToggle = false } = {}) => {
      setOpen(next);
      emit('np:menu', { open: next });
      if (focusToggle) toggle.current?.focus();
    },
    [emit],
  );
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    // The search layer (nested <np-header-search>) says when it opens: the menu then closes.
    const onSearchLayer = (event: Event) => {
      if ((event as CustomEvent<{ open?: boolean }>).detail?.open && openRef.current) setMenu(false);
    };
    element.addEventListener('np:search-layer', onSearchLayer);
    return () => element.removeEventListener('np:search-layer', onSearchLayer);
  }, [element, setMenu]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenu(false, { focusToggle: true });
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setMenu(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setMenu]);

  const position = POSITIONS.find((each) => each === topicsPosition) ?? 'after';
  const topicsRow = topics === undefined ? null : <div className="np-header__topics">{nested('np-hot-topics', { topics: JSON.stringify(topics) })}</div>;
  const pathname = window.location.pathname;
  const link = (item: { text: string; href: string }) => (
    <a className="np-header__link" href={item.href} aria-current={isCurrentItem(item.href, pathname) ? 'page' : undefined}>
      {item.text}
    </a>
  );

  return (
    <header className="np-header">
      {position === 'before' && topicsRow}
      <p className="np-header__date">
        <time dateTime={today.iso}>{today.text}</time>
      </p>
      <div className="np-header__bar">
        <a className="np-header__brand" href="/">
          {siteName}
        </a>
        <div className="np-header__tools">
          {nested('np-header-search')}
          {nested('np-user-button')}
        </div>
      </div>
      {position === 'middle' && topicsRow}
      <nav ref={nav} className="np-header__nav" aria-label={t('header.sections')}>
        <button ref={toggle} type="button" className="np-header__toggle" aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => setMenu(!open)}>
          <span className="np-header__burger" aria-hidden="true" />
          {t('header.menu')}
        </button>
        <ul ref={row} className="np-header__row">
          {items.map((item, index) => (
            <li key={`${item.href} ${index}`} className={index < fitting ? 'np-header__item' : 'np-header__item np-header__item--out'}>
              {link(item)}
            </li>
          ))}
        </ul>
        {streaming && nested('np-streaming-panel', { 'exclude-id': streamingExcludeId || undefined })}
        <div id={`${id}-menu`} className="np-header__menu" hidden={!open}>
          <ul className="np-header__menu-list">
            {items.map((item, index) => (
              <li key={`${item.href} ${index}`}>{link(item)}</li>
            ))}
          </ul>
        </div>
      </nav>
      {position === 'after' && topicsRow}
    </header>
  );
}
