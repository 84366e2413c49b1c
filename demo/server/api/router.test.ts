import { findRoute, matchPath, type ApiRoute } from './router';

const handler = () => ({ status: 200 });

describe('matchPath', () => {
  test('reads :params and ignores a trailing slash', () => {
    expect(matchPath('/api/valuation/content/:id/1', '/api/valuation/content/1001/1')).toEqual({ id: '1001' });
    expect(matchPath('/api/front/user/saved-contents/', '/api/front/user/saved-contents')).toEqual({});
    expect(matchPath('/api/front/streaming/list/:excludeId', '/api/front/streaming/list/')).toBeNull();
    expect(matchPath('/api/a', '/api/b')).toBeNull();
  });
});

describe('findRoute', () => {
  const routes: ApiRoute[] = [
    { method: 'POST', path: '/api/valuation/content/:id/1', handler },
    { method: 'DELETE', path: '/api/valuation/content/:id', handler },
  ];

  test('tells found, wrong method and not found apart', () => {
    expect(findRoute(routes, 'POST', '/api/valuation/content/7/1')).toMatchObject({ kind: 'found', params: { id: '7' } });
    expect(findRoute(routes, 'GET', '/api/valuation/content/7')).toEqual({ kind: 'method-not-allowed', allowed: ['DELETE'] });
    expect(findRoute(routes, 'GET', '/api/other')).toEqual({ kind: 'not-found' });
  });
});
