import { matchRoute } from './match-route';
import { ROUTES } from './route-table';

describe('matchRoute', () => {
  it.each(ROUTES.filter((route) => !route.pattern.includes(':')).map((route) => [route.pattern, route.name]))(
    'matches %s as %s',
    (path, name) => {
      expect(matchRoute(path)).toMatchObject({ path, name });
    },
  );

  it.each([
    ['/products', 'products-category', {}],
    ['/products/vitamin', 'products-category', { category: 'vitamin' }],
    ['/products/12', 'products-category-id', { id: '12' }],
    ['/products/vitamin/12', 'products-category-id', { category: 'vitamin', id: '12' }],
    ['/products/candy', 'products-category', { category: 'candy' }],
  ])('matches %s as %s with params %j', (href, name, params) => {
    expect(matchRoute(href)).toMatchObject({ name, params });
  });

  it('gives the trial checkout its trialProgram route param', () => {
    expect(matchRoute('/checkout/trialprogram')?.params).toEqual({ trialProgram: 'trialprogram' });
  });

  it('parses and decodes the query, dropping the fragment and a trailing slash', () => {
    expect(matchRoute('/login/?redirect=%2Forders%3Fx%3D1&a=b+c&a=z#top')).toEqual({
      path: '/login',
      name: 'login',
      params: {},
      query: { redirect: '/orders?x=1', a: 'b c' },
    });
  });

  it.each(['/nope', 'orders', '/products/a/b/c', '/orders?x=%E0%A4%A', '', '/products//12'])(
    'matches nothing for %j',
    (href) => {
      expect(matchRoute(href)).toBeUndefined();
    },
  );
});
