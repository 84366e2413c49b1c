import { fetchFollowedAuthors, type FollowedAuthor } from '../../src/api/user';
import { useT } from '../../src/i18n/use-t';
import { setAuthorFollowed } from '../../src/session/session';
import { ListStatus } from './ListStatus';
import { TrashIcon } from './SavedContents';
import { useList } from './use-list';

/** Followed authors: name, optional image and twitter link, a profile button and a delete button. */
export function FollowedAuthors({ onReady }: { onReady: () => void }) {
  const t = useT();
  const { state, remove } = useList<FollowedAuthor>(fetchFollowedAuthors, onReady);
  return (
    <ListStatus state={state} empty={t('profile.authorsEmpty')}>
      {(items) =>
        items.map((author) => (
          <li key={author.id} className="np-masonry__item np-profile-card np-profile-card--author">
            {author.image && <img className="np-profile-card__avatar" src={author.image.url} alt="" loading="lazy" width="64" height="64" />}
            <div className="np-profile-card__body">
              <h2 className="np-profile-card__title">{author.name}</h2>
              {author.twitterAccount && (
                <p>
                  <a href={author.twitterAccount.href} rel="noopener noreferrer" target="_blank">
                    {author.twitterAccount.text}
                  </a>
                </p>
              )}
              <div className="np-profile-card__actions">
                <a className="np-button" href={author.url} aria-label={`${t('profile.authorProfile')}: ${author.name}`}>
                  {t('profile.authorProfile')}
                </a>
                <button type="button" className="np-profile-card__delete" aria-label={t('profile.unfollow', { name: author.name })} onClick={() => void remove(() => setAuthorFollowed(author.id, false), 'author')}>
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
