import { useCallback, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useWidgetHost } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import type { PlaceMaps } from '../../src/forms';
import { LOGIN_PAGE_PATH, navigation } from '../../src/navigation/safe-redirect';
import { sessionUserId } from '../../src/session/cookies';
import type { NpState } from '../../src/store';
import { FollowedAuthors } from './FollowedAuthors';
import { Newsletters } from './Newsletters';
import { ProfileForm } from './ProfileForm';
import { SavedContents } from './SavedContents';
import { isProfilePath, tabOfPath, type ProfileTab } from './profile-tabs';
import { UserMenu } from './UserMenu';
import './profile.css';

export interface ProfileProps extends PlaceMaps {
  contactEmail?: string;
}

function TabContent({ tab, maps, contactEmail, onReady }: { tab: ProfileTab; maps: PlaceMaps; contactEmail: string; onReady: () => void }) {
  if (tab === 'favourites') return <SavedContents onReady={onReady} />;
  if (tab === 'authors') return <FollowedAuthors onReady={onReady} />;
  if (tab === 'newsletters') return <Newsletters onReady={onReady} />;
  return <ProfileForm maps={maps} contactEmail={contactEmail} onReady={onReady} />;
}

/** Outside the profile routes (an editors' preview), a reader without a session is asked to log in. */
function LoginNeeded() {
  const t = useT();
  return (
    <p className="np-profile-empty" role="status">
      {t('profile.loginNeeded')} <a href={LOGIN_PAGE_PATH}>{t('userButton.login')}</a>
    </p>
  );
}

/** The profile area: the user menu and the tab of the path; without a session, /acceso/. */
export function Profile({ countries, provinces, cities, contactEmail }: ProfileProps) {
  const { markReady } = useWidgetHost();
  const siteUrl = useSelector((state: NpState) => state.site.url);
  const [hasSession] = useState(() => sessionUserId() !== null);
  const tab = tabOfPath(window.location.pathname);
  const onProfileRoute = isProfilePath(window.location.pathname);
  const onReady = useCallback(() => markReady(), [markReady]);
  useEffect(() => {
    if (hasSession) return;
    if (onProfileRoute) navigation.assign(LOGIN_PAGE_PATH);
    else markReady();
  }, [hasSession, onProfileRoute, markReady]);
  if (!hasSession) return onProfileRoute ? null : <LoginNeeded />;
  const contact = contactEmail || `lectores@${new URL(siteUrl, window.location.href).hostname}`;
  return (
    <div className="np-profile">
      <UserMenu active={tab} />
      <div className="np-profile__content">
        <TabContent tab={tab} maps={{ countries, provinces, cities }} contactEmail={contact} onReady={onReady} />
      </div>
    </div>
  );
}
