// Which favourites the site's service worker keeps for reading offline, by content id, with the
// address of each copy. Opening the tab also asks the worker to catch up with the list, so
// contents saved on another device or before the worker was active get their copy too.
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { SavedContent } from '../../src/api/user';
import { SAVED_PAGES_SYNC, savedCopyAddress, updateSavedPages } from '../../src/offline/saved-pages';
import type { NpState } from '../../src/store';

type SavedCopies = ReadonlyMap<string, string>;

async function copiesOf(staticUrl: string, items: readonly SavedContent[]): Promise<SavedCopies> {
  const addresses = await Promise.all(items.map((item) => savedCopyAddress(staticUrl, item.url)));
  return new Map(items.flatMap((item, index) => (addresses[index] ? [[item.id, addresses[index]] as const] : [])));
}

export function useSavedCopies(items: readonly SavedContent[] | undefined): SavedCopies {
  const staticUrl = useSelector((state: NpState) => state.site.staticUrl);
  const [copies, setCopies] = useState<SavedCopies>(new Map());
  useEffect(() => {
    if (!items || !staticUrl) return;
    let current = true;
    const show = async () => {
      const found = await copiesOf(staticUrl, items);
      if (current) setCopies(found);
    };
    void show()
      .then(() => updateSavedPages(staticUrl, SAVED_PAGES_SYNC))
      .then(show);
    return () => {
      current = false;
    };
  }, [items, staticUrl]);
  return copies;
}
