// Goes to another page of the site. A cancelable `np:navigate` ({url}) goes first, so a host page
// (or a test) can take over the navigation.
import { dispatchNpEvent } from '../events';

export function navigateTo(element: HTMLElement, url: string): void {
  if (dispatchNpEvent(element, 'np:navigate', { url }, { cancelable: true })) window.location.assign(url);
}
