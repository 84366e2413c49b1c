// After its first frame, the loader lets the first screen's images finish (and be painted, one
// frame later) before np's own requests start: the page's largest paint is usually one of them,
// and np's chunks, most of its bytes, would share the connection with it. Images below the first
// screen are not waited for, nor any image past FIRST_SCREEN_IMAGES_WAIT_MS.
import { FIRST_SCREEN_IMAGES_WAIT_MS } from '../constants';
import { sleep } from './sleep';

export function firstScreenImages(): Promise<unknown> {
  const loading = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top < innerHeight);
  return Promise.race([Promise.allSettled(loading.map((image) => image.decode())), sleep(FIRST_SCREEN_IMAGES_WAIT_MS)]);
}
