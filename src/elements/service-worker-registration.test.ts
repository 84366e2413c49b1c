// The service worker sits beside the chunks (<publicPath>service-worker.js) with the site's static
// folder as scope; editors' preview pages never register it. It registers once the page has
// loaded and its main thread has gone quiet.
import { SERVICE_WORKER_FALLBACK_DELAY_MS, SERVICE_WORKER_MAX_WAIT_MS } from '../constants';
import { registerServiceWorker, serviceWorkerLocation, SERVICE_WORKER_POLICY, whenMainThreadQuiet } from './service-worker-registration';

const register = jest.fn<Promise<unknown>, [string, RegistrationOptions?]>();

type IdleCallback = (deadline: IdleDeadline) => void;
/** The callbacks given to the fake requestIdleCallback, with the timeout each asked for. */
let idleCallbacks: Array<{ run: IdleCallback; timeout?: number }> = [];

function browserWithIdleCallbacks(): void {
  const requestIdleCallback = (run: IdleCallback, options?: { timeout?: number }) => idleCallbacks.push({ run, timeout: options?.timeout });
  Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: requestIdleCallback });
}

/** The browser grants every waiting idle callback a period of `ms`. */
function idlePeriod(ms: number, didTimeout = false): void {
  const waiting = idleCallbacks;
  idleCallbacks = [];
  for (const { run } of waiting) run({ didTimeout, timeRemaining: () => ms });
}

/** Nothing else is due: the browser grants its longest idle periods, 50 ms, twice. */
function mainThreadGoesQuiet(): void {
  idlePeriod(50);
  idlePeriod(50);
}

function browserWithServiceWorkers({ secure = true } = {}): void {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  browserWithIdleCallbacks();
}

function pageStillLoading(): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
}

/** Lets the registration promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  register.mockReset().mockResolvedValue({});
  idleCallbacks = [];
});

afterEach(() => {
  // Uncovers jsdom's own values (no serviceWorker, no isSecureContext, readyState "complete").
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(window, 'trustedTypes');
  Reflect.deleteProperty(window, 'requestIdleCallback');
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('serviceWorkerLocation', () => {
  it("gives <publicPath>service-worker.js with the static folder as scope: '/diario/' on http://diario.localhost:8080", () => {
    expect(serviceWorkerLocation('/diario/', 'http://diario.localhost:8080/noticia/1')).toEqual({
      script: 'http://diario.localhost:8080/diario/service-worker.js',
      scope: '/diario/',
    });
  });

  it('accepts a same-origin absolute static URL', () => {
    expect(serviceWorkerLocation('http://diario.localhost:8080/diari/', 'http://diario.localhost:8080/noticia/1')).toEqual({
      script: 'http://diario.localhost:8080/diari/service-worker.js',
      scope: '/diari/',
    });
  });

  it('gives undefined for a static URL on another origin (a CDN), where a service worker cannot be registered', () => {
    expect(serviceWorkerLocation('https://static.example.com/diario/', 'http://diario.localhost:8080/noticia/1')).toBeUndefined();
    expect(serviceWorkerLocation('http://diario.localhost:9090/diario/', 'http://diario.localhost:8080/noticia/1')).toBeUndefined();
  });
});

describe('registerServiceWorker', () => {
  it('registers <publicPath>service-worker.js with the static folder as scope, once the main thread is quiet', () => {
    browserWithServiceWorkers();
    registerServiceWorker('/diario/', false);
    expect(register).not.toHaveBeenCalled();
    mainThreadGoesQuiet();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(`${location.origin}/diario/service-worker.js`, { scope: '/diario/' });
  });

  it('preview mode never registers, not even after the page loads', () => {
    browserWithServiceWorkers();
    registerServiceWorker('/diario/', true);
    pageStillLoading();
    registerServiceWorker('/diario/', true);
    window.dispatchEvent(new Event('load'));
    mainThreadGoesQuiet();
    expect(register).not.toHaveBeenCalled();
  });

  it('waits for the page to finish loading, and then for a quiet main thread, before registering', () => {
    browserWithServiceWorkers();
    pageStillLoading();
    registerServiceWorker('/diario/', false);
    mainThreadGoesQuiet();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    mainThreadGoesQuiet();
    expect(register).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    mainThreadGoesQuiet();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does not register with no public path, or with a cross-origin one', () => {
    browserWithServiceWorkers();
    registerServiceWorker(undefined, false);
    registerServiceWorker('https://static.example.com/diario/', false);
    mainThreadGoesQuiet();
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers or on an insecure page', () => {
    expect(() => registerServiceWorker('/diario/', false)).not.toThrow();
    browserWithServiceWorkers({ secure: false });
    registerServiceWorker('/diario/', false);
    mainThreadGoesQuiet();
    expect(register).not.toHaveBeenCalled();
  });

  it('a registration that fails is only a console.warn', async () => {
    browserWithServiceWorkers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('The script has an unsupported MIME type');
    register.mockRejectedValue(failure);
    registerServiceWorker('/diario/', false);
    mainThreadGoesQuiet();
    await settle();
    expect(warn).toHaveBeenCalledWith('np: the service worker could not be registered', failure);
  });

  it('under Trusted Types, passes the address through the np-service-worker policy, which accepts only this worker', () => {
    browserWithServiceWorkers();
    const trusted = { toString: () => 'trusted worker url' };
    let rules: { createScriptURL(url: string): unknown } | undefined;
    const createPolicy = jest.fn((name: string, given: { createScriptURL(url: string): unknown }) => {
      rules = given;
      return { createScriptURL: (url: string) => (given.createScriptURL(url), trusted) };
    });
    Object.defineProperty(window, 'trustedTypes', { configurable: true, value: { createPolicy } });
    registerServiceWorker('/diario/', false);
    mainThreadGoesQuiet();
    expect(createPolicy).toHaveBeenCalledWith(SERVICE_WORKER_POLICY, expect.anything());
    expect(register).toHaveBeenCalledWith(trusted, { scope: '/diario/' });
    expect(rules?.createScriptURL(`${location.origin}/diario/service-worker.js`)).toBe(`${location.origin}/diario/service-worker.js`);
    expect(() => rules?.createScriptURL('https://evil.example/worker.js')).toThrow(TypeError);
    expect(() => rules?.createScriptURL(`${location.origin}/diario/np-registry.js`)).toThrow(TypeError);
  });

  it('a policy the page refuses (CSP without np-service-worker) is only a console.warn', () => {
    browserWithServiceWorkers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = new TypeError('Policy "np-service-worker" disallowed.');
    Object.defineProperty(window, 'trustedTypes', { configurable: true, value: { createPolicy: () => { throw refusal; } } });
    registerServiceWorker('/diario/', false);
    mainThreadGoesQuiet();
    expect(register).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('np: the service worker could not be registered', refusal);
  });
});

describe('whenMainThreadQuiet', () => {
  it('runs after two full idle periods in a row; a short one between them starts the count again', () => {
    browserWithIdleCallbacks();
    const run = jest.fn();
    whenMainThreadQuiet(run);
    idlePeriod(50);
    idlePeriod(12);
    idlePeriod(49);
    expect(run).not.toHaveBeenCalled();
    idlePeriod(50);
    expect(run).toHaveBeenCalledTimes(1);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('runs anyway when the browser says the wait timed out, having asked for at most SERVICE_WORKER_MAX_WAIT_MS', () => {
    browserWithIdleCallbacks();
    const run = jest.fn();
    whenMainThreadQuiet(run);
    expect(idleCallbacks[0]?.timeout).toBe(SERVICE_WORKER_MAX_WAIT_MS);
    idlePeriod(3);
    expect(idleCallbacks[0]?.timeout).toBeLessThanOrEqual(SERVICE_WORKER_MAX_WAIT_MS);
    expect(run).not.toHaveBeenCalled();
    idlePeriod(0, true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari) runs after SERVICE_WORKER_FALLBACK_DELAY_MS', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenMainThreadQuiet(run);
    jest.advanceTimersByTime(SERVICE_WORKER_FALLBACK_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
