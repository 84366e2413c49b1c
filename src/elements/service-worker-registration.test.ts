// The service worker sits beside the chunks (<publicPath>service-worker.js) with the site's static
// folder as scope; editors' preview pages never register it. It registers SERVICE_WORKER_DELAY_MS
// after the page's load, in the browser's next idle period (or after SERVICE_WORKER_IDLE_TIMEOUT_MS without one).
import { SERVICE_WORKER_DELAY_MS, SERVICE_WORKER_IDLE_TIMEOUT_MS } from '../constants';
import { afterLoadSettles, registerServiceWorker, serviceWorkerLocation, SERVICE_WORKER_POLICY } from './service-worker-registration';

const register = jest.fn<Promise<unknown>, [string, RegistrationOptions?]>();

/** The callbacks given to the fake requestIdleCallback. */
let idleCallbacks: Array<() => void> = [];

/** As the browser does, a callback given a timeout runs then if no idle period came first. */
function browserWithIdleCallbacks(): void {
  const requestIdleCallback = (run: () => void, options?: { timeout?: number }) => {
    idleCallbacks.push(run);
    if (options?.timeout === undefined) return;
    setTimeout(() => {
      if (!idleCallbacks.includes(run)) return;
      idleCallbacks = idleCallbacks.filter((waiting) => waiting !== run);
      run();
    }, options.timeout);
  };
  Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: requestIdleCallback });
}

/** The browser has an idle period: every waiting idle callback runs. */
function idlePeriod(): void {
  const waiting = idleCallbacks;
  idleCallbacks = [];
  for (const run of waiting) run();
}

/** The delay after the load passes, and then the browser has an idle period. */
function pageSettles(): void {
  jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS);
  idlePeriod();
}

function browserWithServiceWorkers({ secure = true } = {}): void {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  browserWithIdleCallbacks();
}

function pageStillLoading(): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
}

/** Lets the registration promise settle (microtasks only: the clock is fake). */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
};

beforeEach(() => {
  register.mockReset().mockResolvedValue({});
  idleCallbacks = [];
  jest.useFakeTimers();
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
  it('registers <publicPath>service-worker.js with the static folder as scope, SERVICE_WORKER_DELAY_MS after the load, in an idle period', () => {
    browserWithServiceWorkers();
    registerServiceWorker('/diario/', false);
    expect(register).not.toHaveBeenCalled();
    pageSettles();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(`${location.origin}/diario/service-worker.js`, { scope: '/diario/' });
  });

  it('preview mode never registers, not even after the page loads', () => {
    browserWithServiceWorkers();
    registerServiceWorker('/diario/', true);
    pageStillLoading();
    registerServiceWorker('/diario/', true);
    window.dispatchEvent(new Event('load'));
    pageSettles();
    expect(register).not.toHaveBeenCalled();
  });

  it('waits for the page to finish loading, then for the delay and an idle period, before registering', () => {
    browserWithServiceWorkers();
    pageStillLoading();
    registerServiceWorker('/diario/', false);
    pageSettles();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    pageSettles();
    expect(register).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    pageSettles();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does not register with no public path, or with a cross-origin one', () => {
    browserWithServiceWorkers();
    registerServiceWorker(undefined, false);
    registerServiceWorker('https://static.example.com/diario/', false);
    pageSettles();
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers or on an insecure page', () => {
    expect(() => registerServiceWorker('/diario/', false)).not.toThrow();
    browserWithServiceWorkers({ secure: false });
    registerServiceWorker('/diario/', false);
    pageSettles();
    expect(register).not.toHaveBeenCalled();
  });

  it('a registration that fails is only a console.warn', async () => {
    browserWithServiceWorkers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('The script has an unsupported MIME type');
    register.mockRejectedValue(failure);
    registerServiceWorker('/diario/', false);
    pageSettles();
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
    pageSettles();
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
    pageSettles();
    expect(register).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('np: the service worker could not be registered', refusal);
  });
});

describe('afterLoadSettles', () => {
  it('runs SERVICE_WORKER_DELAY_MS after the load, in the next idle period, and not before either', () => {
    browserWithIdleCallbacks();
    const run = jest.fn();
    afterLoadSettles(run);
    jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    idlePeriod();
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    idlePeriod();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a page with no idle period, runs SERVICE_WORKER_IDLE_TIMEOUT_MS after the delay, once', () => {
    browserWithIdleCallbacks();
    const run = jest.fn();
    afterLoadSettles(run);
    jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS + SERVICE_WORKER_IDLE_TIMEOUT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    idlePeriod();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from the load when the page is still loading', () => {
    browserWithIdleCallbacks();
    pageStillLoading();
    const run = jest.fn();
    afterLoadSettles(run);
    pageSettles();
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    pageSettles();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari) runs when the delay has passed', () => {
    const run = jest.fn();
    afterLoadSettles(run);
    jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
