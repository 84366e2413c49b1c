// The copy-link button's copy. The Clipboard API exists only in secure contexts: a site still served
// over http (and Firefox for a proxied *.localhost) has no `navigator.clipboard`. There the link is
// copied from a selected, invisible field with the older copy command, which every engine still runs
// inside a click; the focus goes back to the button.

function copyWithCommand(text: string): void {
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true;
  field.style.cssText = 'position:fixed;top:0;opacity:0';
  const focused = document.activeElement;
  document.body.append(field);
  field.focus({ preventScroll: true });
  field.select();
  let copied: boolean;
  try {
    // Deprecated, but the only copy an insecure page has.
    copied = document.execCommand('copy');
  } finally {
    field.remove();
    if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  }
  if (!copied) throw new Error('the browser refused the copy command');
}

/** Settles as the Clipboard API's own promise does, where there is one (no extra turn). */
export function copyText(text: string): Promise<void> {
  if (typeof navigator.clipboard?.writeText === 'function') return navigator.clipboard.writeText(text);
  // A throw in the executor rejects the promise.
  return new Promise((resolve) => resolve(copyWithCommand(text)));
}
