// Results, 5 skeleton rows while loading (after the delay), the no-results message, and the
// sentinel that loads the next page and the runway below it (searcher.css); after a failed page a
// button tries again. The results are grouped by position into pages of 10, each a memoized box
// that `content-visibility` can skip whole. The list is ARIA's (`role="list"`, as the programme
// index's): a `<ul>` may hold only `<li>`s, and its pages have no role, so screen readers meet one
// list of results. A server's first page (first-page.ts) has the same markup; its cards move in.
import { memo, useCallback, useMemo } from 'react';
import { SEARCH_DELAY_MS, SEARCHER_LIST_PAGE_SIZE, SEARCHER_SKELETON_ROWS } from '../../src/constants';
import { useT } from '../../src/i18n/use-t';
import { inPages, sameItems } from '../../src/lists/pages';
import { ResultCard } from '../discovery-shared/ResultCard';
import { useDelayedFlag } from '../../src/hooks/use-delayed-flag';
import { useInfiniteScroll } from '../../src/hooks/use-infinite-scroll';
import { useRunway } from '../../src/hooks/use-runway';
import { isServerResult, type ResultRow, type SearchResults } from './use-search-results';

/** Results whose image loads at once (in view on a phone); the rest load as they near it. */
const EAGER_IMAGES = 2;

/**
 * A result the server rendered: its element moves into the row as it is, not parsed or fetched
 * again (as the programme index's rows; kept in each widget's chunk rather than in np-core, which
 * every page downloads).
 */
const ServerResultRow = memo(function ServerResultRow({ node }: { node: Element }) {
  const place = useCallback(
    (row: HTMLDivElement | null) => {
      if (row && node.parentNode !== row) row.replaceChildren(node);
    },
    [node],
  );
  return <div role="listitem" className="np-searcher__item" ref={place} />;
});

interface ResultPageProps {
  rows: ResultRow[];
  /** Results before this page (0-based position of its first). */
  offset: number;
}

const samePage = (before: ResultPageProps, after: ResultPageProps) => before.offset === after.offset && sameItems(before.rows, after.rows);

/**
 * Ten results in a box of their own. The off-screen pages are what the browser skips: with the
 * skipping on each of 1,000 results, its visibility checks and the list's layout went over every
 * result at each frame (searcher.css).
 */
const ResultPage = memo(function ResultPage({ rows, offset }: ResultPageProps) {
  return (
    <div role="none" className="np-searcher__page">
      {rows.map((row, index) =>
        isServerResult(row) ? (
          <ServerResultRow key={row.id} node={row.node} />
        ) : (
          <div key={row.id} role="listitem" className="np-searcher__item">
            <ResultCard card={row} eager={offset + index < EAGER_IMAGES} />
          </div>
        ),
      )}
    </div>
  );
}, samePage);

interface ResultListProps extends SearchResults {
  onMore: () => void;
}

export function ResultList({ status, results, numResults, cursor, loadingMore, moreFailed, onMore }: ResultListProps) {
  const t = useT();
  const loading = status === 'loading' || loadingMore;
  const skeletons = useDelayedFlag(loading, SEARCH_DELAY_MS);
  const moreToCome = status === 'results' && Boolean(cursor);
  const pages = useMemo(() => inPages(results, SEARCHER_LIST_PAGE_SIZE), [results]);
  const sentinel = useInfiniteScroll<HTMLDivElement>(moreToCome && !moreFailed && !loadingMore, onMore, results.length);
  const { showRunway, runwayRef } = useRunway(moreToCome);
  const summary = status === 'results' ? (numResults === 1 ? t('searcher.result') : t('searcher.results', { count: numResults })) : status === 'idle' ? t('searcher.idle') : '';
  return (
    <div className="np-searcher__results">
      <p className="np-searcher__summary" role="status">
        {status === 'empty' ? t('searcher.not-results') : summary}
        {loading && <span className="np-visually-hidden">{t('searcher.loading')}</span>}
      </p>
      <div role="list" className="np-searcher__list" aria-label={t('searcher.list')} aria-busy={loading}>
        {pages.map((page, index) => (
          <ResultPage key={page[0]!.id} rows={page} offset={index * SEARCHER_LIST_PAGE_SIZE} />
        ))}
        {skeletons &&
          Array.from({ length: SEARCHER_SKELETON_ROWS }, (_, index) => <div key={`skeleton-${index}`} className="np-searcher__skeleton" data-np-skeleton="" aria-hidden="true" />)}
      </div>
      {moreToCome && !moreFailed && <div ref={sentinel} className="np-searcher__sentinel" aria-hidden="true" />}
      {moreToCome && moreFailed && (
        <button type="button" className="np-searcher__more" onClick={onMore}>
          {t('searcher.more')}
        </button>
      )}
      {showRunway && <div className="np-searcher__runway" ref={runwayRef} aria-hidden="true" />}
    </div>
  );
}
