import { render } from '@testing-library/react';

type Modules = { sanitizer: typeof import('./sanitizer'); LoadedSafeHtml: typeof import('./loaded-safe-html').LoadedSafeHtml };

/** Fresh copies of the loader and the component, so that each test starts with no sanitizer loaded. */
async function freshModules(failingChunk = false): Promise<Modules & { attempts: () => number }> {
  let attempts = 0;
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    if (failingChunk) {
      jest.doMock('./sanitize', () => {
        attempts += 1;
        throw Object.assign(new Error('Loading chunk np-sanitize failed.'), { name: 'ChunkLoadError' });
      });
    }
    modules = { sanitizer: await import('./sanitizer'), LoadedSafeHtml: (await import('./loaded-safe-html')).LoadedSafeHtml };
  });
  return { ...modules!, attempts: () => attempts };
}

const HOSTILE = '<strong>Matinal</strong><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>';

function reportedErrors(): Array<Record<string, unknown>> {
  const reported: Array<Record<string, unknown>> = [];
  window.addEventListener('np:error', (event) => reported.push((event as CustomEvent<Record<string, unknown>>).detail));
  return reported;
}

afterEach(() => jest.dontMock('./sanitize'));

describe('the sanitizer, loaded with the data', () => {
  it('nothing is loaded until a widget asks; once loaded, the HTML renders through DOMPurify', async () => {
    const { sanitizer, LoadedSafeHtml } = await freshModules();
    expect(sanitizer.loadedSanitizer()).toBeNull();
    await expect(sanitizer.withSanitizer('np-searcher', Promise.resolve('answer'))).resolves.toBe('answer');
    expect(sanitizer.loadedSanitizer()).not.toBeNull();
    const { container } = render(<LoadedSafeHtml as="div" html={HOSTILE} />);
    expect(container.querySelector('strong')?.textContent).toBe('Matinal');
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('script')).toBeNull();
  });

  it('one download however many widgets ask', async () => {
    const { sanitizer } = await freshModules();
    const first = sanitizer.loadSanitizer('np-searcher');
    expect(sanitizer.loadSanitizer('np-profile')).toBe(first);
    await first;
  });

  it('before the sanitizer is in, only the text renders: no element of the HTML reaches the page', async () => {
    const { LoadedSafeHtml } = await freshModules();
    const { container } = render(<LoadedSafeHtml as="div" html={HOSTILE} />);
    expect(container.firstElementChild?.textContent).toBe('Matinal');
    expect(container.firstElementChild?.children).toHaveLength(0);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('HTML that is not a string renders empty', async () => {
    const { LoadedSafeHtml } = await freshModules();
    const { container } = render(<LoadedSafeHtml html={{ toString: () => '<b>x</b>' }} />);
    expect(container.firstElementChild?.textContent).toBe('');
  });

  it('a sanitizer chunk that fails is retried, reported for the widget, and does not fail the call: the text shows', async () => {
    const reported = reportedErrors();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sanitizer, LoadedSafeHtml, attempts } = await freshModules(true);
    await expect(sanitizer.withSanitizer('np-searcher', Promise.resolve('answer'))).resolves.toBe('answer');
    expect(attempts()).toBe(3);
    expect(reported).toEqual([expect.objectContaining({ kind: 'chunk', tag: 'np-searcher', name: 'ChunkLoadError' })]);
    expect(sanitizer.loadedSanitizer()).toBeNull();
    const { container } = render(<LoadedSafeHtml html={HOSTILE} />);
    expect(container.firstElementChild?.textContent).toBe('Matinal');
    // The next call tries the chunk again.
    await sanitizer.withSanitizer('np-profile', Promise.resolve(1));
    expect(attempts()).toBe(6);
  });

  it('a failed call still fails', async () => {
    const { sanitizer } = await freshModules();
    await expect(sanitizer.withSanitizer('np-searcher', Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
  });
});
