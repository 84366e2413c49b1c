// The few things a flow asks of a browser. Each engine implements them with its own protocol
// (firefox.ts: puppeteer-core over WebDriver BiDi; webkit.ts: selenium-webdriver over WebDriver
// classic); flows (../flows) are written once against this interface and ../support/ui.ts.

export type EngineName = 'firefox' | 'webkit';

export type KeyName = 'Enter' | 'Escape' | 'Tab' | 'ArrowLeft' | 'ArrowRight' | 'ArrowDown' | 'ArrowUp';

export interface EngineDriver {
  readonly engine: EngineName;
  /** Browser name and version as the browser reports them. */
  readonly version: string;
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs a self-contained function in the page (it is serialised: no closures) and returns its JSON result. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Result>;
  /** A real pointer click (the driver's own input) on the first element of the selector. */
  click(selector: string): Promise<void>;
  /** Focuses the element and types the text key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key on the focused element. */
  press(key: KeyName): Promise<void>;
  /** The size of the page's viewport, in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** A fresh start: no cookies and no storage for these origins (the demo's sites), a blank page. */
  newSession(origins: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface EngineLaunchOptions {
  /** The suite's proxy (support/proxy.ts), through which every demo request goes. */
  proxyPort: number;
}
