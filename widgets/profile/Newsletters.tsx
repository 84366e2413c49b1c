import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../src/api/api-error';
import { updateProfile, type CurrentUser } from '../../src/api/user';
import type { Newsletter } from '../../src/api/newsletter';
import { useReadyWhen } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import { FormMessage } from '../../src/forms';
import type { MessageKey } from '../../src/i18n';
import { LoadedSafeHtml } from '../../src/html/loaded-safe-html';
import { withSanitizer } from '../../src/html/sanitizer';
import { LOGIN_PAGE_PATH, navigation } from '../../src/navigation/safe-redirect';
import { refreshCurrentUser, userUpdated } from '../../src/session/session';

type Alert = 'saved' | 'failed' | null;

/** One checkbox per newsletter (names are HTML, sanitized); save sends only `newsletters`. */
export function Newsletters({ onReady }: { onReady: () => void }) {
  const t = useT();
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  useEffect(() => {
    withSanitizer('np-profile', refreshCurrentUser())
      .then(setUser)
      .catch((error: unknown) => {
        setFailure(error instanceof ApiError ? error.messageKey : 'request.server');
        navigation.assign(LOGIN_PAGE_PATH);
      });
  }, []);
  useReadyWhen(Boolean(user || failure), onReady);
  if (failure) return <FormMessage kind="error">{t(failure)}</FormMessage>;
  return user ? <NewsletterForm initial={user.newsletters} /> : null;
}

function NewsletterForm({ initial }: { initial: Newsletter[] }) {
  const t = useT();
  const legendId = useId();
  const [list, setList] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<Alert>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setSaving(true);
    try {
      setList(userUpdated(await updateProfile({ newsletters: list })).newsletters);
      setAlert('saved');
    } catch {
      setAlert('failed');
    } finally {
      setSaving(false);
    }
  };

  if (list.length === 0) return <p className="np-profile-empty">{t('profile.newslettersEmpty')}</p>;
  return (
    <form className="np-form np-profile-newsletters" onSubmit={submit}>
      <FormMessage kind="notice">{alert === 'saved' && t('profile.newslettersSaved')}</FormMessage>
      <FormMessage kind="error">{alert === 'failed' && t('profile.generic')}</FormMessage>
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId}>{t('profile.newslettersLegend')}</legend>
        {list.map((newsletter) => (
          <label key={newsletter.id} className="np-profile-newsletters__item">
            <input
              type="checkbox"
              name="newsletters"
              value={newsletter.id}
              checked={newsletter.isSubscribed}
              onChange={(event) => setList((current) => current.map((each) => (each.id === newsletter.id ? { ...each, isSubscribed: event.target.checked } : each)))}
            />
            <LoadedSafeHtml html={newsletter.name} className="np-profile-newsletters__name" />
          </label>
        ))}
      </fieldset>
      <button type="submit" className="np-button np-button--primary" disabled={saving} aria-busy={saving ? 'true' : undefined}>
        {t('profile.newslettersSave')}
      </button>
    </form>
  );
}
