// The ad positions a CMS would place on each kind of page.
import type { AdPosition } from '../../../src/api/ad';
import type { DemoSite } from '../sites';

export type AdSection = 'portada' | 'noticia' | 'listado';

export function topLeaderboard(site: DemoSite, section: AdSection): AdPosition {
  return {
    id: `${section}-top`,
    slotType: 'banner',
    adUnitCode: `/1234/${site.alias}/${section}`,
    sizes: [[728, 90], [970, 90], [320, 50]],
    mapping: [
      { viewport: [0, 0], sizes: [[320, 50]] },
      { viewport: [768, 0], sizes: [[728, 90]] },
      { viewport: [1100, 0], sizes: [[728, 90], [970, 90]] },
    ],
    code: 'top',
    name: 'Top leaderboard',
    minimumReservedHeightDesktop: 90,
    minimumReservedHeightMobile: 50,
  };
}

export function box(site: DemoSite, section: AdSection, code: string): AdPosition {
  return {
    id: `${section}-${code}`,
    slotType: 'box',
    adUnitCode: `/1234/${site.alias}/${section}`,
    sizes: [[300, 250]],
    mapping: [],
    code,
    name: `Box ${code}`,
    minimumReservedHeightDesktop: 250,
    minimumReservedHeightMobile: 250,
  };
}
