// Which widget, if any, rendered an element (defined-host.ts).
import { definedHostOf, isWidgetElement } from './defined-host';

let tagCount = 0;
/** A widget tag no other test has defined (custom elements cannot be undefined again). */
const freshTag = () => `np-host-test-${(tagCount += 1)}`;

afterEach(() => document.body.replaceChildren());

describe('isWidgetElement', () => {
  it('knows our elements by their np- prefix, defined or not, and nothing else', () => {
    expect([document.createElement('np-anything'), document.createElement('div'), document.createElement('nav-np')].map(isWidgetElement)).toEqual([true, false, false]);
  });
});

describe('definedHostOf', () => {
  it('is the definition of the nearest widget around the element when that widget is defined', () => {
    const tag = freshTag();
    class Host extends HTMLElement {}
    customElements.define(tag, Host);
    document.body.innerHTML = `<${tag}><div><np-share-bar></np-share-bar></div></${tag}>`;
    expect(definedHostOf(document.querySelector('np-share-bar')!)).toBe(Host);
  });

  it('is nothing when the nearest widget around it is not defined yet, even inside a defined one', () => {
    const outer = freshTag();
    customElements.define(outer, class extends HTMLElement {});
    document.body.innerHTML = `<${outer}><np-not-defined-yet><np-share-bar></np-share-bar></np-not-defined-yet></${outer}>`;
    expect(definedHostOf(document.querySelector('np-share-bar')!)).toBeUndefined();
  });

  it('is nothing for an element outside every widget, or not in the page', () => {
    document.body.innerHTML = '<main><np-share-bar></np-share-bar></main>';
    expect(definedHostOf(document.querySelector('np-share-bar')!)).toBeUndefined();
    expect(definedHostOf(document.createElement('np-share-bar'))).toBeUndefined();
  });
});
