// An attribute's `values` in widget.json (the manifest's and the typings' enumerations) are the
// values its widget's code knows: a template typed against them gets what the widget renders.
import errorPage from '../../widgets/error-page/widget.json';
import searchOpening from '../../widgets/search-opening/widget.json';
import searcher from '../../widgets/searcher/widget.json';
import { ERROR_CODES } from '../../widgets/error-page/ErrorPage';
import { SEARCH_TYPES } from '../../widgets/search-opening/SearchOpening';
import { SEARCHER_MODES } from '../../widgets/searcher/searcher-modes';

describe('enumerated attributes in widget.json', () => {
  it('np-searcher mode: search, agenda, archive, newsletter', () => {
    expect(searcher.attributes.mode.values).toEqual([...SEARCHER_MODES]);
  });

  it('np-search-opening searchtype: all, news, other', () => {
    expect(searchOpening.attributes.searchtype.values).toEqual([...SEARCH_TYPES]);
  });

  it('np-error-page code: the codes it has a page for', () => {
    expect(errorPage.attributes.code.values).toEqual([...ERROR_CODES]);
  });
});
