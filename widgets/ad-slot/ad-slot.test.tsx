import { act, screen, within } from '@testing-library/react';
import { MOBILE_BREAKPOINT_PX } from '../../src/constants';
import { setPageConfig, setWindowWidth } from '../../test/support/page-config';
import { reserveAdSlotSpace } from './reserve-space';
import './ad-slot.element';

const position = {
  id: 'ad-top',
  slotType: 'banner',
  adUnitCode: '/1234/diario/portada',
  sizes: [[728, 90], [970, 90]],
  mapping: [],
  code: 'top',
  name: 'Top leaderboard',
  minimumReservedHeightDesktop: 90,
  minimumReservedHeightMobile: 50,
};

function placeAdSlot(raw: string = JSON.stringify(position)): HTMLElement {
  const element = document.createElement('np-ad-slot');
  act(() => {
    element.setAttribute('position', raw);
    document.body.append(element);
  });
  return element;
}

beforeEach(() => {
  document.body.replaceChildren();
  delete window.googletag;
  setWindowWidth(1280);
  setPageConfig();
});

describe('<np-ad-slot>', () => {
  it('reserves minimumReservedHeightDesktop on a desktop screen', async () => {
    const element = placeAdSlot();
    await screen.findByRole('note', { name: 'Publicidad' });
    expect(element.style.minHeight).toBe('90px');
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('reserves minimumReservedHeightMobile under 768 px', async () => {
    setWindowWidth(767);
    setPageConfig();
    const element = placeAdSlot();
    await screen.findByRole('note', { name: 'Publicidad' });
    expect(element.style.minHeight).toBe('50px');
  });

  it('keeps the same height from the loader (before its code) to the rendered slot', async () => {
    const element = document.createElement('np-ad-slot');
    element.setAttribute('position', JSON.stringify(position));
    reserveAdSlotSpace(element);
    expect(element.style.minHeight).toBe('90px');
  });

  it('reserves from the loader the mobile height under the mobile breakpoint, the desktop one from it on', () => {
    const element = document.createElement('np-ad-slot');
    element.setAttribute('position', JSON.stringify(position));
    setWindowWidth(MOBILE_BREAKPOINT_PX - 1);
    reserveAdSlotSpace(element);
    expect(element.style.minHeight).toBe('50px');
    setWindowWidth(MOBILE_BREAKPOINT_PX);
    reserveAdSlotSpace(element);
    expect(element.style.minHeight).toBe('90px');
  });

  it('shows a labelled placeholder with its name and sizes in showroom (preview) mode', async () => {
    setPageConfig({ preview: true });
    placeAdSlot();
    const placeholder = await screen.findByRole('note', { name: 'Publicidad' });
    expect(within(placeholder).getByText('Espacio publicitario «Top leaderboard»')).toBeVisible();
    expect(within(placeholder).getByText('Tamaños: 728×90, 970×90')).toBeVisible();
  });

  it('speaks Catalan in the placeholder on a ca page', async () => {
    setPageConfig({ preview: true, lang: 'ca' });
    placeAdSlot();
    const placeholder = await screen.findByRole('note', { name: 'Publicitat' });
    expect(within(placeholder).getByText('Espai publicitari «Top leaderboard»')).toBeVisible();
  });

  it('only warns in the console about an invalid configuration, and still keeps a slot', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = placeAdSlot(JSON.stringify({ id: 'x', sizes: 'big' }));
    await screen.findByRole('note', { name: 'Publicidad' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/invalid Ad position: .*adUnitCode/));
    expect(element).toHaveAttribute('data-np-status', 'ready');
    warn.mockRestore();
  });

  it('survives a position that is not JSON at all', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = placeAdSlot('{not json');
    await screen.findByRole('note', { name: 'Publicidad' });
    expect(element).toHaveAttribute('data-np-status', 'ready');
    warn.mockRestore();
  });

  it('defines and displays the slot through the ad-serving script when the page has it', async () => {
    const slot = { addService: jest.fn().mockReturnThis() };
    const googletag = { cmd: [] as Array<() => void>, defineSlot: jest.fn(() => slot), pubads: jest.fn(() => 'pubads'), display: jest.fn() };
    googletag.cmd.push = (command: () => void) => {
      command();
      return 0;
    };
    window.googletag = googletag;
    placeAdSlot();
    await screen.findByRole('note', { name: 'Publicidad' });
    expect(googletag.defineSlot).toHaveBeenCalledWith('/1234/diario/portada', [[728, 90], [970, 90]], 'np-ad-ad-top');
    expect(googletag.display).toHaveBeenCalledWith('np-ad-ad-top');
  });
});
