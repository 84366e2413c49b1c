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
