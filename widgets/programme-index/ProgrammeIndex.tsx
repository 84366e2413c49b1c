// <np-programme-index> at /programas/: letters, text search, pages of 12 by infinite scroll, and
// ad slots after the 6th, 12th and 18th programme (spec: discovery, sections 2, 4, 7, 9).
import { createElement, Fragment, memo, useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { DESKTOP_BREAKPOINT_PX, PROGRAMME_PAGE_SIZE } from '../../src/constants';
import { useWidgetHost } from '../../src/elements/widget-host';
import type { NpState } from '../../src/store';
import { useInfiniteScroll } from '../../src/hooks/use-infinite-scroll';
import { useRunway } from '../../src/hooks/use-runway';
import { sameItems } from '../../src/lists/pages';
import { LetterPicker } from './LetterPicker';
import { serverFirstPage } from './first-page';
import { adSlotAfter, programmeAdPosition, programmePages, type ProgrammeItem } from './programme-items';
import { useProgrammes } from './use-programmes';
import './programme-index.css';

/**
 * One programme: its nodes, moved into the row as they are. Memoized: a next page re-renders the
 * index, and the rows already shown must not be touched again (1,000 programmes).
 */
const ProgrammeCard = memo(function ProgrammeCard({ programme }: { programme: Element }) {
  const place = useCallback(
    (row: HTMLDivElement | null) => {
      if (row && programme.parentNode !== row) row.replaceChildren(programme);
    },
    [programme],
  );
  return <div role="listitem" className="np-programme-index__item" ref={place} />;
});

/** The ad slot after the programme at `afterItem` (1-based); memoized like the programmes. */
const ProgrammeAd = memo(function ProgrammeAd({ alias, afterItem }: { alias: string; afterItem: number }) {
  return (
    <div role="listitem" className="np-programme-index__ad">
      {createElement('np-ad-slot', { position: JSON.stringify(programmeAdPosition(alias, afterItem)) })}
    </div>
  );
});

interface ProgrammePageProps {
  items: readonly ProgrammeItem[];
  /** Programmes before this page (0-based position of its first). */
  offset: number;
  alias: string;
}

const samePage = (before: ProgrammePageProps, after: ProgrammePageProps) =>
  before.offset === after.offset && before.alias === after.alias && sameItems(before.items, after.items);

/**
 * Twelve programmes (and their ad slots) in a grid of their own: a next page lays out only its own
 * grid, where one grid of 1,000 programmes sized all its rows again at every page (60 ms and more).
 * No list role: its rows belong to the one list around the pages.
 */
const ProgrammePage = memo(function ProgrammePage({ items, offset, alias }: ProgrammePageProps) {
  return (
    <div role="none" className="np-programme-index__page">
      {items.map((item, index) => (
        <Fragment key={item.key}>
          <ProgrammeCard programme={item.element} />
          {adSlotAfter(offset + index) && <ProgrammeAd alias={alias} afterItem={offset + index + 1} />}
        </Fragment>
      ))}
    </div>
  );
}, samePage);

export function ProgrammeIndex() {
  const { t, markReady, element } = useWidgetHost();
  const [serverPage] = useState(() => serverFirstPage(element));
  const id = useId();
  const width = useSelector((state: NpState) => state.site.windowWidth) || window.innerWidth;
  const alias = useSelector((state: NpState) => state.site.alias);
  const [letter, setLetter] = useState('');
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const query = useMemo(() => ({ letter, text }), [letter, text]);
  const programmes = useProgrammes(query, markReady, serverPage);
  const moreToCome = programmes.status === 'results' && Boolean(programmes.cursor);
  const sentinel = useInfiniteScroll<HTMLDivElement>(moreToCome && !programmes.moreFailed && !programmes.loadingMore, () => void programmes.loadMore(), programmes.items.length);
  const { showRunway, runwayRef } = useRunway(moreToCome);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setText(typed.trim());
  };
  // An empty text clears the text search's results: the letter's programmes show again.
  const onTyped = (value: string) => {
    setTyped(value);
    if (!value.trim()) setText('');
  };
  const loading = programmes.status === 'loading' || programmes.loadingMore;
  const pages = useMemo(() => programmePages(programmes.items), [programmes.items]);

  return (
    <section className="np-programme-index" aria-label={t('programmes.label')}>
      <div className="np-programme-index__controls">
        <LetterPicker letter={letter} compact={width < DESKTOP_BREAKPOINT_PX} onLetter={setLetter} />
        <form role="search" aria-label={t('programmes.text')} onSubmit={search} className="np-programme-index__search">
          <label htmlFor={id}>{t('programmes.text')}</label>
          <input id={id} type="search" name="text" value={typed} onChange={(event) => onTyped(event.target.value)} />
          <button type="submit">{t('programmes.submit')}</button>
        </form>
      </div>
      <p className="np-programme-index__status" role="status">
        {programmes.status === 'empty' ? t('search.no-results') : ''}
        {loading && <span className="np-programme-index__hidden">{t('programmes.loading')}</span>}
      </p>
      <div role="list" className="np-programme-index__list" aria-label={t('programmes.list')} aria-busy={loading}>
        {pages.map((page, index) => (
          <ProgrammePage key={page[0]!.key} items={page} offset={index * PROGRAMME_PAGE_SIZE} alias={alias} />
        ))}
      </div>
      {moreToCome && !programmes.moreFailed && <div ref={sentinel} aria-hidden="true" className="np-programme-index__sentinel" />}
      {programmes.moreFailed && programmes.cursor && (
        <button type="button" className="np-programme-index__more" onClick={() => void programmes.loadMore()}>
          {t('programmes.more')}
        </button>
      )}
      {showRunway && <div aria-hidden="true" className="np-programme-index__runway" ref={runwayRef} />}
    </section>
  );
}
