// Whether the template already carries np-placeholders.css, so the loader adopts no copy of its own.
import { pageHasPlaceholderRules } from './stylesheet';

afterEach(() => document.head.replaceChildren());

describe('pageHasPlaceholderRules', () => {
  it.each([
    ['its rules in <style data-np-placeholders>', '<style data-np-placeholders>np-share-bar:not(:defined){display:block}</style>'],
    ['the file linked', '<link rel="stylesheet" href="/diario/np-placeholders.css">'],
    ['the file linked from another host', '<link rel="stylesheet" href="https://static.example/diario/np-placeholders.css">'],
  ])('is true for a template with %s', (_what, markup) => {
    document.head.innerHTML = markup;
    expect(pageHasPlaceholderRules()).toBe(true);
  });

  it.each([
    ['nothing of np', '<link rel="stylesheet" href="/site.css"><style>body{margin:0}</style>'],
    ['the file only preloaded', '<link rel="preload" as="style" href="/diario/np-placeholders.css">'],
    ['another np stylesheet', '<link rel="stylesheet" href="/diario/np-searcher-page.css">'],
  ])('is false for a template with %s: the loader adds the rules itself', (_what, markup) => {
    document.head.innerHTML = markup;
    expect(pageHasPlaceholderRules()).toBe(false);
  });
});
