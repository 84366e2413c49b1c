/** Adds page-wide rules without a <style> element where the browser allows it (strict CSP). */
export function adoptStylesheet(cssText: string): void {
  if (!cssText) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = cssText;
    document.head.append(style);
  }
}

/**
 * Whether the template carries np-placeholders.css (README: its rules in `<style data-np-placeholders>`,
 * or the file linked): the loader then adopts no copy of its own, whose parsing and whole-page
 * restyle would only repeat the same rules.
 */
export const pageHasPlaceholderRules = (): boolean => document.querySelector('style[data-np-placeholders],link[rel="stylesheet"][href$="np-placeholders.css"]') !== null;

/** Adds a stylesheet by its address, at the end of the head. */
export function linkStylesheet(href: string): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
