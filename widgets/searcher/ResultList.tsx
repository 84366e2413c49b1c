// Results, 5 skeleton rows while loading (after the delay), the no-results message, and the
// sentinel that loads the next page and the runway below it (searcher.css); after a failed page a
// button tries again.
import { memo, useCallback } from 'react';
import { SEARCH_DELAY_MS, SEARCHER_SKELETON_ROWS } from '../../src/constants';
import { useT } from '../../src/i18n/use-t';
import { ResultCard } from '../discovery-shared/ResultCard';
import { useDelayedFlag } from '../../src/hooks/use-delayed-flag';
import { useInfiniteScroll } from '../../src/hooks/use-infinite-scroll';
import { isServerResult, type SearchResults } from './use-search-results';

/** Results whose image loads at once (in view on a phone); the rest load as they near it. */
const EAGER_IMAGES = 2;

/**
 * A result the server rendered: its element moves into the row as it is, not parsed or fetched
 * again (as the programme index's rows; kept in each widget's chunk rather than in np-core, which
 * every page downloads).
 */
const ServerResultRow = memo(function ServerResultRow({ node }: { node: Element }) {
  const place = useCallback(
    (row: HTMLLIElement | null) => {
      if (row && node.parentNode !== row) row.replaceChildren(node);
    },
    [node],
  );
  return <li className="np-searcher__item" ref={place} />;
});

interface ResultListProps extends SearchResults {
  onMore: () => void;
}

export function ResultList({ status, results, numResults, cursor, loadingMore, moreFailed, onMore }: ResultListProps) {
  const t = useT();
  const loading = status === 'loading' || loadingMore;
  const skeletons = useDelayedFlag(loading, SEARCH_DELAY_MS);
  const moreToCome = status === 'results' && Boolean(cursor);
  const sentinel = useInfiniteScroll<HTMLDivElement>(moreToCome && !moreFailed && !loadingMore, onMore, results.length);
  const summary = status === 'results' ? (numResults === 1 ? t('searcher.result') : t('searcher.results', { count: numResults })) : status === 'idle' ? t('searcher.idle') : '';
  return (
    <div className="np-searcher__results">
      <p className="np-searcher__summary" role="status">
        {status === 'empty' ? t('searcher.not-results') : summary}
        {loading && <span className="np-visually-hidden">{t('searcher.loading')}</span>}
      </p>
      <ul className="np-searcher__list" aria-label={t('searcher.list')} aria-busy={loading}>
        {results.map((row, index) =>
          isServerResult(row) ? (
            <ServerResultRow key={row.id} node={row.node} />
          ) : (
            <li key={row.id} className="np-searcher__item">
              <ResultCard card={row} eager={index < EAGER_IMAGES} />
            </li>
          ),
        )}
        {skeletons &&
          Array.from({ length: SEARCHER_SKELETON_ROWS }, (_, index) => <li key={`skeleton-${index}`} className="np-searcher__skeleton" data-np-skeleton="" aria-hidden="true" />)}
      </ul>
      {moreToCome && !moreFailed && <div ref={sentinel} className="np-searcher__sentinel" aria-hidden="true" />}
      {moreToCome && moreFailed && (
        <button type="button" className="np-searcher__more" onClick={onMore}>
          {t('searcher.more')}
        </button>
      )}
      {moreToCome && <div className="np-searcher__runway" aria-hidden="true" />}
    </div>
  );
}
