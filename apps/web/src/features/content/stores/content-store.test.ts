import { useLocaleStore } from '../../../stores/locale-store';
import { contentStore } from './content-store';

afterEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('a language switch', () => {
  it('forgets the pages read in the other language, so they load again in the new one', () => {
    contentStore.setState({ pages: { home: { status: 'ready', acf: { hero: 'Vitamins made for you' } } } });

    useLocaleStore.setState({ locale: 'en' }); // not a switch: nothing is forgotten
    expect(contentStore.getState().pages.home).toBeDefined();

    useLocaleStore.setState({ locale: 'fr' });
    expect(contentStore.getState().pages).toEqual({});
  });
});
