import type { CSSProperties, ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { MASONRY_BREAKPOINT_PX, MASONRY_GUTTER_NARROW_PX, MASONRY_GUTTER_PX } from '../../src/constants';
import { useT } from '../../src/i18n/use-t';
import type { NpState } from '../../src/store';
import { FormMessage } from '../../src/forms';
import type { ListState } from './use-list';

/** 2 columns with 25 px gutters; 1 column with 20 px under 578 px. */
function useMasonryStyle(): CSSProperties {
  const width = useSelector((state: NpState) => state.site.windowWidth) || window.innerWidth;
  const narrow = width < MASONRY_BREAKPOINT_PX;
  const gutter = narrow ? MASONRY_GUTTER_NARROW_PX : MASONRY_GUTTER_PX;
  return { columnCount: narrow ? 1 : 2, columnGap: `${gutter}px`, ['--np-masonry-gutter' as string]: `${gutter}px` };
}

/** Skeleton while loading, the request error, the empty message, or the masonry of items. */
export function ListStatus<Item>({ state, empty, children }: { state: ListState<Item>; empty: string; children: (items: Item[]) => ReactNode }) {
  const t = useT();
  const masonry = useMasonryStyle();
  if (state.kind === 'loading') {
    return (
      <div className="np-masonry" style={masonry} aria-busy="true">
        <span className="np-visually-hidden">{t('profile.loading')}</span>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="np-masonry__item np-profile-card np-profile-card--skeleton" data-np-skeleton="" />
        ))}
      </div>
    );
  }
  if (state.kind === 'failed') return <FormMessage kind="error">{t(state.messageKey)}</FormMessage>;
  if (state.items.length === 0) return <p className="np-profile-empty">{empty}</p>;
  return (
    <ul className="np-masonry" style={masonry}>
      {children(state.items)}
    </ul>
  );
}
