// <np-load-more next-page>: when its spinner scrolls into view, waits 1 s, fetches the next page
// and inserts its items into the listing just before it, until no nextPage is given. Below the
// spinner, a screen-high runway keeps what follows the listing (the site's footer) out of view while
// a page is on its way, so nothing a reader sees is pushed down when it lands (load-more.css).
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadNextPage, sameOriginPage } from '../../src/api/load-more';
import { LOAD_MORE_DELAY_MS } from '../../src/constants';
import { useWidgetHost } from '../../src/elements/widget-host';
import { yieldToBrowser } from '../../src/elements/yield-to-browser';
import { useInfiniteScroll } from '../../src/hooks/use-infinite-scroll';
import { useRunway } from '../../src/hooks/use-runway';
import { appendItems, sanitizedItems } from './insert-items';
import './load-more.css';

export interface LoadMoreProps {
  nextPage?: string;
}

type Phase = 'waiting' | 'loading' | 'failed' | 'done';

/** The listing the CMS put right before the element; the element's parent when there is none. */
const listingOf = (element: HTMLElement): Element | null => element.previousElementSibling ?? element.parentElement;

export function LoadMore({ nextPage }: LoadMoreProps) {
  const { t, element } = useWidgetHost();
  const [url, setUrl] = useState<string | null>(() => sameOriginPage(nextPage));
  const [phase, setPhase] = useState<Phase>(url ? 'waiting' : 'done');
  const [pages, setPages] = useState(0);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const next = sameOriginPage(nextPage);
    setUrl(next);
    setPhase(next ? 'waiting' : 'done');
  }, [nextPage]);

  const spinner = useInfiniteScroll<HTMLDivElement>(phase === 'waiting', () => setNear(true), pages);
  const { showRunway, runwayRef } = useRunway(phase !== 'done');

  useEffect(() => {
    if (!near || phase !== 'waiting' || !url) return;
    const timer = setTimeout(() => {
      setPhase('loading');
      loadNextPage(url)
        .then(async (page) => {
          // The answer, its sanitizing and its insertion each in a task of its own: in one, with the
          // code still cold at the first page, they were the listing's longest task (README).
          await yieldToBrowser();
          const items = sanitizedItems(page.html);
          await yieldToBrowser();
          // The items and the spinner that follows them land in one frame: the spinner below the new
          // items is a new element there, not the old one moved (which the browser counts as a shift).
          flushSync(() => {
            const listing = listingOf(element);
            if (listing) appendItems(listing, items);
            setUrl(page.nextPage);
            setPhase(page.nextPage ? 'waiting' : 'done');
            setPages((count) => count + 1);
            setNear(false);
          });
        })
        .catch((error: unknown) => {
          console.warn('np-load-more: the next page failed', error);
          setPhase('failed');
        })
        .finally(() => setNear(false));
    }, LOAD_MORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [near, phase, url, element]);

  // The runway stays below a failed page's button: the footer does not come up, to go down again on a
  // retry. After the last page it stays until out of view (src/hooks/use-runway.ts); in every phase it
  // is the second child, so React keeps the one element throughout.
  const current =
    phase === 'done' ? null : phase === 'failed' ? (
      <div className="np-load-more">
        <button type="button" className="np-load-more__retry" onClick={() => setPhase('waiting')}>
          {t('loadMore.retry')}
        </button>
      </div>
    ) : (
      // A new element with each page: see loadNextPage's answer above.
      <div key={pages} className="np-load-more" ref={spinner} role="status">
        <span className="np-load-more__spinner" aria-hidden="true" />
        <span className="np-load-more__label">{t('loadMore.loading')}</span>
      </div>
    );
  return (
    <>
      {current}
      {showRunway && <div className="np-load-more__runway" ref={runwayRef} aria-hidden="true" />}
    </>
  );
}
