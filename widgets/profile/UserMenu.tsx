import { useId, useState, type MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { MOBILE_BREAKPOINT_PX } from '../../src/constants';
import { useWidgetHost } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import { LOGIN_PAGE_PATH, navigation } from '../../src/navigation/safe-redirect';
import { endSession } from '../../src/session/session';
import type { NpState } from '../../src/store';
import { MENU_ENTRIES, TAB_PATHS, type MenuEntry, type ProfileTab } from './profile-tabs';

/** Mi perfil, Favoritos, Autores, Boletines, Salir: a vertical list on desktop, a dropdown on mobile. */
export function UserMenu({ active }: { active: ProfileTab }) {
  const t = useT();
  const { emit } = useWidgetHost();
  const listId = useId();
  const width = useSelector((state: NpState) => state.site.windowWidth) || window.innerWidth;
  const mobile = width < MOBILE_BREAKPOINT_PX;
  const [open, setOpen] = useState(false);

  const choose = (entry: MenuEntry) => async (event: MouseEvent) => {
    if (entry === 'logout') {
      event.preventDefault();
      await endSession();
      navigation.assign(LOGIN_PAGE_PATH);
      return;
    }
    emit('np:select', { value: entry });
  };

  const list = (
    <ul className="np-profile-menu__list" id={listId} hidden={mobile && !open}>
      {MENU_ENTRIES.map((entry) => (
        <li key={entry}>
          <a
            className="np-profile-menu__item"
            href={entry === 'logout' ? '/logout' : TAB_PATHS[entry]}
            aria-current={entry === active ? 'true' : undefined}
            onClick={choose(entry)}
          >
            {t(`profile.menu.${entry}`)}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className={`np-profile-menu${mobile ? ' np-profile-menu--dropdown' : ''}`} aria-label={t('profile.menu')}>
      {mobile && (
        <button type="button" className="np-profile-menu__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)}>
          {t(`profile.menu.${active}`)}
          <span className="np-visually-hidden"> · {t('profile.menuToggle')}</span>
        </button>
      )}
      {list}
    </nav>
  );
}
