import {
  browserLocale,
  homeRedirect,
  LOCALE_KEY,
  localeOfPath,
  localizedPath,
  rememberedLocale,
  rememberLocale,
} from './locale';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const refusing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('the language of a path', () => {
  it.each([
    ['/', 'en'],
    ['/products/vitamin', 'en'],
    ['/french-toast', 'en'],
    ['/frcart', 'en'],
    ['/fr', 'fr'],
    ['/fr/', 'fr'],
    ['/fr/products/vitamin', 'fr'],
    ['/fr/health-assessment', 'fr'],
  ])('%s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it('puts the same page, its query and hash under /fr, and leaves English alone', () => {
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/?ref=mail', 'fr')).toBe('/fr?ref=mail');
    expect(localizedPath('/products/vitamin', 'fr')).toBe('/fr/products/vitamin');
    expect(localizedPath('/cart?x=1#totals', 'fr')).toBe('/fr/cart?x=1#totals');
    expect(localizedPath('/cart?x=1', 'en')).toBe('/cart?x=1');
  });
});

describe("the browser's language", () => {
  it.each([
    [['fr-CA', 'en-CA'], 'fr'],
    [['fr'], 'fr'],
    [['FR-fr'], 'fr'],
    [['en-CA', 'fr-CA'], 'en'],
    [['de-DE', 'fr-CH'], 'fr'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ] as const)('%j reads as %s', (languages, locale) => {
    expect(browserLocale(languages)).toBe(locale);
  });
});

describe('the remembered choice', () => {
  it('is read back, and anything else stored is no choice', () => {
    const storage = memoryStorage();
    expect(rememberedLocale(storage)).toBeNull();
    rememberLocale(storage, 'fr');
    expect(storage.getItem(LOCALE_KEY)).toBe('fr');
    expect(rememberedLocale(storage)).toBe('fr');
    expect(rememberedLocale(memoryStorage({ [LOCALE_KEY]: 'de' }))).toBeNull();
  });

  it('is simply absent where storage refuses', () => {
    expect(rememberedLocale(refusing)).toBeNull();
    expect(() => rememberLocale(refusing, 'fr')).not.toThrow();
    expect(rememberedLocale(null)).toBeNull();
  });
});

describe('a first visit to the home page', () => {
  it("follows the browser's language when nothing was chosen", () => {
    expect(homeRedirect('/', memoryStorage(), ['fr-CA', 'en'])).toBe('/fr');
    expect(homeRedirect('/', memoryStorage(), ['en-CA', 'fr'])).toBeNull();
  });

  it("follows the remembered choice over the browser's language", () => {
    expect(homeRedirect('/', memoryStorage({ [LOCALE_KEY]: 'en' }), ['fr-CA'])).toBeNull();
    expect(homeRedirect('/', memoryStorage({ [LOCALE_KEY]: 'fr' }), ['en-CA'])).toBe('/fr');
  });

  it('never moves any other page: a shared link shows the language it names', () => {
    expect(homeRedirect('/products', memoryStorage({ [LOCALE_KEY]: 'fr' }), ['fr-CA'])).toBeNull();
    expect(homeRedirect('/fr', memoryStorage({ [LOCALE_KEY]: 'en' }), ['en-CA'])).toBeNull();
  });
});
