import { engineAnchorsScrolling, ownScrollAnchoring } from './scroll-anchoring';

const supportsAnchoring = (supported: boolean) =>
  Object.assign(window, { CSS: { supports: (property: string, value: string) => supported && property === 'overflow-anchor' && value === 'auto' } });

afterEach(() => {
  Object.assign(window, { CSS: undefined });
  Reflect.deleteProperty(window, 'ResizeObserver');
});

describe('engineAnchorsScrolling', () => {
  it('is what CSS.supports says of overflow-anchor, and false without CSS.supports', () => {
    supportsAnchoring(false);
    expect(engineAnchorsScrolling()).toBe(false);
    supportsAnchoring(true);
    expect(engineAnchorsScrolling()).toBe(true);
    Object.assign(window, { CSS: undefined });
    expect(engineAnchorsScrolling()).toBe(false);
  });
});

describe('ownScrollAnchoring', () => {
  it('loads nothing where the engine anchors scrolling itself, or has no ResizeObserver', async () => {
    supportsAnchoring(true);
    Object.assign(window, { ResizeObserver: class {} });
    await expect(ownScrollAnchoring('np-comments')).resolves.toBeNull();
    supportsAnchoring(false);
    Reflect.deleteProperty(window, 'ResizeObserver');
    await expect(ownScrollAnchoring('np-comments')).resolves.toBeNull();
  });

  it('where the engine does not, loads np\'s own: the runway and loading-widget anchoring', async () => {
    supportsAnchoring(false);
    Object.assign(window, { ResizeObserver: class {} });
    const anchoring = await ownScrollAnchoring('np-comments');
    expect(anchoring?.anchorScrollingOnRunway).toEqual(expect.any(Function));
    expect(anchoring?.holdWhatFollowsWhileLoading).toEqual(expect.any(Function));
  });
});
