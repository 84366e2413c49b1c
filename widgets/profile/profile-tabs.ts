// The four profile routes and the user menu (spec section 2).
export type ProfileTab = 'user' | 'favourites' | 'authors' | 'newsletters';
export type MenuEntry = ProfileTab | 'logout';

export const TAB_PATHS: Readonly<Record<ProfileTab, string>> = {
  user: '/perfil/mi-cuenta/',
  favourites: '/perfil/contenidos-guardados/',
  authors: '/perfil/autores/',
  newsletters: '/perfil/boletines/',
};

export const MENU_ENTRIES: readonly MenuEntry[] = ['user', 'favourites', 'authors', 'newsletters', 'logout'];

/** The tab of a path (trailing slash optional); the profile form for anything else. */
export function tabOfPath(pathname: string): ProfileTab {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const found = (Object.entries(TAB_PATHS) as Array<[ProfileTab, string]>).find(([, tabPath]) => tabPath === path);
  return found?.[0] ?? 'user';
}

/** Whether the path is one of the four profile routes. */
export const isProfilePath = (pathname: string): boolean => {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return Object.values(TAB_PATHS).includes(path);
};
