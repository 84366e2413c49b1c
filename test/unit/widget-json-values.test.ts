// An attribute's `values` in widget.json (the manifest's and the typings' enumerations) are the
// values its widget's code knows: a template typed against them gets what the widget renders.
import carousel from '../../widgets/carousel/widget.json';
import errorPage from '../../widgets/error-page/widget.json';
import searchOpening from '../../widgets/search-opening/widget.json';
import searcher from '../../widgets/searcher/widget.json';
import { ERROR_CODES } from '../../widgets/error-page/ErrorPage';
import { SEARCH_TYPES } from '../../widgets/search-opening/SearchOpening';
import { SEARCHER_MODES } from '../../widgets/searcher/searcher-modes';
import { CAROUSEL_TEMPLATES } from '../../widgets/carousel/carousel-templates';
import { AVATAR_SHAPES, AVATAR_SIZE_BY_STEP_PX, OVERLAY_STYLES, SPONSOR_STYLES } from '../../widgets/discovery-shared/card-styles';

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

  it('np-carousel template, overlay, avatar-shape, avatar-size and sponsor-style: what the carousel and the card know', () => {
    expect(carousel.attributes.template.values).toEqual([...CAROUSEL_TEMPLATES]);
    expect(carousel.attributes.overlay.values).toEqual([...OVERLAY_STYLES]);
    expect(carousel.attributes['avatar-shape'].values).toEqual([...AVATAR_SHAPES]);
    expect(carousel.attributes['avatar-size'].values).toEqual(Object.keys(AVATAR_SIZE_BY_STEP_PX).map(Number));
    expect(carousel.attributes['sponsor-style'].values).toEqual([...SPONSOR_STYLES]);
  });
});
