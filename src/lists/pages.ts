// Long lists (the searcher's results, the programme index) render their items in pages of a fixed
// size by position. A page is one box that `content-visibility: auto` can skip as a whole, so the
// browser observes and lays out a few dozen pages instead of every item, and a memoized page
// renders again only when its own items change.

/** The items in pages of `size` by position: an item never moves to another page as more come. */
export function inPages<Item>(items: readonly Item[], size: number): Item[][] {
  const pages: Item[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

/** Whether two pages hold the same items, in the same order (a memoized page's comparison). */
export const sameItems = <Item>(before: readonly Item[], after: readonly Item[]): boolean =>
  before.length === after.length && before.every((item, index) => item === after[index]);
