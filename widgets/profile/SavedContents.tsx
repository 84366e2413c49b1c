import { fetchSavedContents, type SavedContent } from '../../src/api/user';
import { useT } from '../../src/i18n/use-t';
import { setContentSaved } from '../../src/session/session';
import { ListStatus } from './ListStatus';
import { useList } from './use-list';
import { useSavedCopies } from './use-saved-copies';

/**
 * Favourites: image, title, category as kicker, a read link and a delete button. A favourite the
 * service worker keeps for offline reading says so, and its links open that copy's address.
 */
export function SavedContents({ onReady }: { onReady: () => void }) {
  const t = useT();
  const { state, remove } = useList<SavedContent>(fetchSavedContents, onReady);
  const savedCopies = useSavedCopies(state.kind === 'loaded' ? state.items : undefined);
  return (
    <ListStatus state={state} empty={t('profile.favouritesEmpty')}>
      {(items) =>
        items.map((item) => (
          <li key={item.id} className="np-masonry__item np-profile-card">
            {item.multimedia && <img className="np-profile-card__image" src={item.multimedia.image.url} alt={item.multimedia.image.alt} loading="lazy" />}
            <div className="np-profile-card__body">
              {item.category.name && <p className="np-profile-card__kicker">{item.category.name}</p>}
              <h2 className="np-profile-card__title">
                <a href={savedCopies.get(item.id) ?? item.url}>{item.title}</a>
              </h2>
              {savedCopies.has(item.id) && (
                <p className="np-profile-card__offline">
                  <OfflineIcon />
                  {t('profile.availableOffline')}
                </p>
              )}
              <div className="np-profile-card__actions">
                <a className="np-button" href={savedCopies.get(item.id) ?? item.url} aria-hidden="true" tabIndex={-1}>
                  {t('profile.read')}
                </a>
                <button type="button" className="np-profile-card__delete" aria-label={t('profile.removeFavourite', { title: item.title })} onClick={() => void remove(() => setContentSaved(item.id, false), 'favourite')}>
                  <TrashIcon />
                </button>
              </div>
            </div>
          </li>
        ))
      }
    </ListStatus>
  );
}

function OfflineIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M12 3v12M7 10l5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
