// <np-programme-nav items>: the sections of a programme; under 1100 px they collapse into a menu.
import { useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { DESKTOP_BREAKPOINT_PX } from '../../src/constants';
import { useT } from '../../src/i18n/use-t';
import type { NpState } from '../../src/store';
import { navItems } from './nav-items';
import './programme-nav.css';

export interface ProgrammeNavProps {
  items?: unknown;
}

const isCurrent = (url: string) => {
  const target = new URL(url, window.location.href);
  return target.pathname === window.location.pathname && target.hash === window.location.hash;
};

export function ProgrammeNav({ items }: ProgrammeNavProps) {
  const t = useT();
  const id = useId();
  const width = useSelector((state: NpState) => state.site.windowWidth) || window.innerWidth;
  const [open, setOpen] = useState(false);
  const links = navItems(items);
  const collapsed = width < DESKTOP_BREAKPOINT_PX;
  if (!links.length) return null;
  return (
    <nav className={`np-programme-nav${collapsed ? ' np-programme-nav--collapsed' : ''}`} aria-label={t('programmes.nav')}>
      {collapsed && (
        <button type="button" className="np-programme-nav__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {t('programmes.menu')}
        </button>
      )}
      <ul id={id} className="np-programme-nav__list" hidden={collapsed && !open}>
        {links.map((link) => (
          <li key={`${link.url}-${link.name}`}>
            <a href={link.url} aria-current={isCurrent(link.url) ? 'page' : undefined} onClick={() => setOpen(false)}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
