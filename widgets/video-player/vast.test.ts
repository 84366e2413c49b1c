import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fetchVastAd, parseSkipOffset, parseVast, parseVastTime, requestVastAd } from './vast';

const TAG = 'http://diario.localhost:8080/__demo/media/vast.xml';
const DEMO_VAST = readFileSync(path.resolve(__dirname, '../../demo/media/vast.xml'), 'utf8');
const playsMp4 = (type: string) => type === 'video/mp4' || type === 'video/webm';

const vast = (linear: string, impression = '<Impression>https://ads.example/imp</Impression>') =>
  `<VAST version="3.0"><Ad><InLine>${impression}<Creatives><Creative>${linear}</Creative></Creatives></InLine></Ad></VAST>`;

describe('the VAST answer of an ad tag', () => {
  it("gives the demo's linear ad: its MP4, a 2 s skip offset, 5 s duration, impression and tracking pixels as absolute addresses", () => {
    const ad = parseVast(DEMO_VAST, TAG, playsMp4);
    expect(ad).toEqual({
      mediaUrl: 'http://diario.localhost:8080/__demo/media/ad.mp4',
      mediaType: 'video/mp4',
      skipOffsetS: 2,
      durationS: 5,
      impressions: ['http://diario.localhost:8080/__demo/media/vast-event?event=impression'],
      tracking: expect.objectContaining({
        start: ['http://diario.localhost:8080/__demo/media/vast-event?event=start'],
        midpoint: ['http://diario.localhost:8080/__demo/media/vast-event?event=midpoint'],
        skip: ['http://diario.localhost:8080/__demo/media/vast-event?event=skip'],
      }),
    });
  });

  it('prefers an MP4 the browser plays, then another progressive file, then HLS only where the browser plays it natively', () => {
    const files = (types: string[]) => `<Linear><MediaFiles>${types.map((type, index) => `<MediaFile type="${type}">https://cdn.example/${index}</MediaFile>`).join('')}</MediaFiles></Linear>`;
    expect(parseVast(vast(files(['application/x-mpegURL', 'video/webm', 'video/mp4'])), TAG, () => true)?.mediaUrl).toBe('https://cdn.example/2');
    expect(parseVast(vast(files(['application/x-mpegURL', 'video/webm'])), TAG, () => true)?.mediaUrl).toBe('https://cdn.example/1');
    expect(parseVast(vast(files(['application/x-mpegURL'])), TAG, () => true)?.mediaType).toBe('application/x-mpegURL');
    expect(parseVast(vast(files(['application/x-mpegURL', 'video/x-flv'])), TAG, playsMp4)).toBeNull();
  });

  it('reads a skip offset given as a percentage of the duration, and none when the ad is not skippable', () => {
    const linear = (skip: string) => `<Linear${skip}><Duration>00:00:20.000</Duration><MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles></Linear>`;
    expect(parseVast(vast(linear(' skipoffset="25%"')), TAG, playsMp4)?.skipOffsetS).toBe(5);
    expect(parseVast(vast(linear('')), TAG, playsMp4)?.skipOffsetS).toBeUndefined();
    expect(parseVastTime('01:02:03.5')).toBe(3723.5);
    expect(parseVastTime('2 seconds')).toBeUndefined();
    expect(parseSkipOffset('10%', undefined)).toBeUndefined();
  });

  it('never keeps javascript: or data: addresses', () => {
    const ad = parseVast(
      vast('<Linear><TrackingEvents><Tracking event="start">javascript:alert(1)</Tracking></TrackingEvents><MediaFiles><MediaFile type="video/mp4">data:video/mp4;base64,AAAA</MediaFile><MediaFile type="video/mp4">https://cdn.example/ok.mp4</MediaFile></MediaFiles></Linear>', '<Impression>javascript:alert(1)</Impression>'),
      TAG,
      playsMp4,
    );
    expect(ad?.mediaUrl).toBe('https://cdn.example/ok.mp4');
    expect(ad?.impressions).toEqual([]);
    expect(ad?.tracking.start).toEqual([]);
  });

  it('has no ad for an empty VAST, a wrapper, malformed XML or another document', () => {
    expect(parseVast(readFileSync(path.resolve(__dirname, '../../demo/media/vast-empty.xml'), 'utf8'), TAG, playsMp4)).toBeNull();
    expect(parseVast('<VAST version="3.0"><Ad><Wrapper><VASTAdTagURI>https://ads.example/next</VASTAdTagURI></Wrapper></Ad></VAST>', TAG, playsMp4)).toBeNull();
    expect(parseVast('<VAST><Ad><InLine>', TAG, playsMp4)).toBeNull();
    expect(parseVast('<html><body>Not found</body></html>', TAG, playsMp4)).toBeNull();
    expect(parseVast('', TAG, playsMp4)).toBeNull();
  });

  it('never throws on any answer (fuzzed XML and text)', () => {
    const pieces = fc.constantFrom('<VAST>', '</VAST>', '<Ad>', '<InLine>', '<Linear skipoffset="x">', '<MediaFile type="video/mp4">', 'https://a.example/b.mp4', '</MediaFile>', '<Duration>', '99:99:99', '<![CDATA[', ']]>', '&amp;', '<', '>', '"');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(pieces).map((parts) => parts.join(''))), (xml) => {
        const ad = parseVast(xml, TAG, playsMp4);
        expect(ad === null || /^https?:/.test(ad.mediaUrl)).toBe(true);
      }),
      { numRuns: 300, seed: 20_261_124 },
    );
  });
});

describe('asking the ad tag', () => {
  const originalFetch = window.fetch;
  afterEach(() => {
    window.fetch = originalFetch;
    jest.useRealTimers();
  });
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined).mockClear());

  const answer = (body: string, status = 200) => Promise.resolve({ ok: status < 400, status, url: TAG, text: () => Promise.resolve(body) } as Response);

  it('resolves the ad of a good answer', async () => {
    window.fetch = jest.fn(() => answer(DEMO_VAST));
    await expect(fetchVastAd(TAG, playsMp4)).resolves.toMatchObject({ skipOffsetS: 2 });
  });

  it('resolves no ad when the tag fails, answers an error status or is empty: the content is never blocked', async () => {
    window.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchVastAd(TAG, playsMp4)).resolves.toBeNull();
    window.fetch = jest.fn(() => answer('<html></html>', 500));
    await expect(fetchVastAd(TAG, playsMp4)).resolves.toBeNull();
    window.fetch = jest.fn(() => answer('<VAST version="4.0"/>'));
    await expect(fetchVastAd(TAG, playsMp4)).resolves.toBeNull();
    await expect(fetchVastAd('javascript:alert(1)', playsMp4)).resolves.toBeNull();
  });

  const neverAnswers = () =>
    jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
  const signalOf = () => (window.fetch as jest.Mock).mock.calls[0][1].signal as AbortSignal;

  it('waits for the answer 3 s at most from the moment the reader asks for the ad, however long the request has been under way', async () => {
    jest.useFakeTimers();
    window.fetch = neverAnswers();
    const request = requestVastAd(TAG, playsMp4);
    jest.advanceTimersByTime(60_000);
    expect(signalOf().aborted).toBe(false);
    const pending = request.awaitAd();
    jest.advanceTimersByTime(2_999);
    expect(signalOf().aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalledWith('np: no video ad, the content plays without it', expect.objectContaining({ name: 'TimeoutError' }));
  });

  it('resolves the ad of an answer that came before the reader asked, long after the request left', async () => {
    jest.useFakeTimers();
    let answerNow: (response: Response) => void = () => undefined;
    window.fetch = jest.fn(() => new Promise<Response>((resolve) => (answerNow = resolve)));
    const request = requestVastAd(TAG, playsMp4);
    jest.advanceTimersByTime(10_000);
    answerNow(await answer(DEMO_VAST));
    await expect(request.awaitAd()).resolves.toMatchObject({ skipOffsetS: 2 });
  });

  it('gives the request up without a warning when the player goes away', async () => {
    window.fetch = neverAnswers();
    const request = requestVastAd(TAG, playsMp4);
    request.cancel();
    expect(signalOf().aborted).toBe(true);
    await expect(request.awaitAd()).resolves.toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });
});
