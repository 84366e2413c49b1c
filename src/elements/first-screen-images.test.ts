import { FIRST_SCREEN_IMAGES_WAIT_MS } from '../constants';
import { firstScreenImages } from './first-screen-images';

/** An image with what the wait reads of it: loaded or not, its top, and a decode the test settles. */
function placeImage(top: number, complete: boolean) {
  const image = document.createElement('img');
  let settle: (loaded: boolean) => void = () => undefined;
  const decode = jest.fn(() => new Promise<void>((resolve, reject) => (settle = (loaded) => (loaded ? resolve() : reject(new Error('broken'))))));
  Object.defineProperties(image, {
    complete: { value: complete },
    decode: { value: decode },
    getBoundingClientRect: { value: () => ({ top }) as DOMRect },
  });
  document.body.append(image);
  return { decode, settle: (loaded: boolean) => settle(loaded) };
}

const settledYet = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  return settled;
};

beforeEach(() => {
  document.body.replaceChildren();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('firstScreenImages', () => {
  it('waits for the first screen images still loading, loaded or broken, and for no other', async () => {
    const first = placeImage(100, false);
    const second = placeImage(window.innerHeight - 1, false);
    const below = placeImage(window.innerHeight + 10, false);
    const loaded = placeImage(0, true);
    const wait = firstScreenImages();
    expect(below.decode).not.toHaveBeenCalled();
    expect(loaded.decode).not.toHaveBeenCalled();
    first.settle(true);
    expect(await settledYet(wait)).toBe(false);
    second.settle(false);
    expect(await settledYet(wait)).toBe(true);
  });

  it('gives up on an image that takes longer than the limit', async () => {
    placeImage(0, false);
    const wait = firstScreenImages();
    jest.advanceTimersByTime(FIRST_SCREEN_IMAGES_WAIT_MS - 1);
    expect(await settledYet(wait)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settledYet(wait)).toBe(true);
  });

  it('is done at once without an image to wait for', async () => {
    placeImage(0, true);
    expect(await settledYet(firstScreenImages())).toBe(true);
  });
});
