import { negotiateLanguage } from './language';

describe('negotiateLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-ca', 'fr'],
    ['fr-FR;q=0.8', 'fr'],
    ['fr-CA,fr;q=0.9,en-CA;q=0.8,en;q=0.7', 'fr'],
    ['en-CA,en;q=0.9,fr-CA;q=0.8', 'en'],
    ['de-DE,fr;q=0.5', 'fr'],
    ['en;q=0.4, fr-FR;q=0.8', 'fr'],
    ['fr;q=0.8, en;q=0.8', 'fr'],
    ['en;q=0.8, fr;q=0.8', 'en'],
  ])('%s → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it.each([undefined, '', '*', 'de-DE', 'es;q=0.9, it', 'fr;q=0', 'fr;q=abc', 'french', 'frr', ',,;;'])(
    'answers English for %p',
    (header) => {
      expect(negotiateLanguage(header)).toBe('en');
    },
  );

  it('reads a header sent twice', () => {
    expect(negotiateLanguage(['de', 'fr-CA'])).toBe('fr');
  });
});
