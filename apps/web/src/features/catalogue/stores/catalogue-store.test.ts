import { useLocaleStore } from '../../../stores/locale-store';
import { catalogueStore } from './catalogue-store';

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
