import { campaignFor, networkShareUrl, sharedUrl } from './share-links';

const page = 'http://diario.localhost:8080/noticia/1001';

describe('shared links', () => {
  it('carry utm_medium=socialshare and utm_campaign=mobile_web under 568 px, desktop from 568 px', () => {
    expect(campaignFor(567)).toBe('mobile_web');
    expect(campaignFor(568)).toBe('desktop');
    const shared = new URL(sharedUrl('http://diario.localhost:8080/noticia/1001?x=1', 'mobile_web', page));
    expect(shared.searchParams.get('utm_medium')).toBe('socialshare');
    expect(shared.searchParams.get('utm_campaign')).toBe('mobile_web');
    expect(shared.searchParams.get('x')).toBe('1');
  });

  it('share the page itself when the url attribute is missing, relative or not http(s)', () => {
    expect(sharedUrl(undefined, 'desktop', page)).toBe(`${page}?utm_medium=socialshare&utm_campaign=desktop`);
    expect(sharedUrl('/noticia/7', 'desktop', page)).toBe('http://diario.localhost:8080/noticia/7?utm_medium=socialshare&utm_campaign=desktop');
    expect(sharedUrl('javascript:alert(1)', 'desktop', page)).toBe(`${page}?utm_medium=socialshare&utm_campaign=desktop`);
  });

  it('point each network at its share address with the encoded url', () => {
    const url = 'http://diario.localhost:8080/noticia/1?utm_medium=socialshare';
    expect(networkShareUrl('facebook', url, 'T')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(networkShareUrl('twitter', url, 'Un título')).toContain(`url=${encodeURIComponent(url)}&text=Un%20t%C3%ADtulo`);
    expect(networkShareUrl('whatsapp', url, 'T')).toBe(`https://api.whatsapp.com/send?text=${encodeURIComponent(`T ${url}`)}`);
    expect(networkShareUrl('linkedin', url, 'T')).toContain('linkedin.com');
    expect(networkShareUrl('telegram', url, 'T')).toContain('t.me/share/url?url=');
    expect(networkShareUrl('threads', url, 'T')).toContain('threads.net/intent/post?text=');
  });
});
