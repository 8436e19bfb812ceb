import { useLocaleStore } from '../../../stores/locale-store';
import { FIXTURE_FISH_OIL, FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { catalogueFromServer, catalogueStore } from './catalogue-store';

afterEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('a language switch', () => {
  it('forgets the products read in the other language, so they load again in the new one', () => {
    catalogueStore.setState({
      pages: { 'all:1': { status: 'loading' } },
      products: { 1: { status: 'loading' } },
    });

    useLocaleStore.setState({ locale: 'en' }); // not a switch: nothing is forgotten
    expect(catalogueStore.getState().products[1]).toBeDefined();

    useLocaleStore.setState({ locale: 'fr' });
    expect(catalogueStore.getState().pages).toEqual({});
    expect(catalogueStore.getState().products).toEqual({});
  });
});

describe('the catalogue a server-rendered page was rendered from', () => {
  const page = { products: [FIXTURE_VITAMIN_D, FIXTURE_FISH_OIL], total: 2, totalPages: 1 };

  it('is taken as it came after the JSON round trip, loads the server lost included', () => {
    const seed = JSON.parse(
      JSON.stringify({
        pages: { 'all:1': { status: 'ready', data: page }, '46:1': { status: 'error', notFound: false } },
        products: {
          [FIXTURE_FISH_OIL.id]: { status: 'ready', data: FIXTURE_FISH_OIL },
          99: { status: 'error', notFound: true },
        },
      }),
    ) as unknown as { pages: unknown; products: unknown };
    expect(catalogueFromServer(seed)).toEqual({
      pages: { 'all:1': { status: 'ready', data: page }, '46:1': { status: 'error', notFound: false } },
      products: {
        [FIXTURE_FISH_OIL.id]: { status: 'ready', data: FIXTURE_FISH_OIL },
        99: { status: 'error', notFound: true },
      },
    });
  });

  it('leaves out a page with a product that is not one, and anything of another shape', () => {
    const broken = { ...FIXTURE_FISH_OIL, priceCents: -1 };
    expect(
      catalogueFromServer({
        pages: {
          'all:1': { status: 'ready', data: { ...page, products: [FIXTURE_VITAMIN_D, broken] } },
          'all:2': { status: 'loading' },
          'all:3': 'ready',
        },
        products: { 1: { status: 'ready', data: broken }, x: { status: 'error', notFound: true } },
      }),
    ).toEqual({ pages: {}, products: {} });
    expect(catalogueFromServer(undefined)).toEqual({ pages: {}, products: {} });
  });
});
