import { activateLocale, i18n, withCatalogue } from './i18n';

afterEach(() => i18n.activate('en'));

describe('a switch to French after an English page', () => {
  it('loads the route parts that page asked for (its chunk does not load again)', async () => {
    // An English visit to /login: the page's chunk comes with the account part, which English skips.
    await withCatalogue(Promise.resolve('login page'), ['account']);
    expect(i18n._({ id: 'n1ekoW', message: 'Sign In' })).toBe('Sign In');
    // The switch: only activateLocale runs, the page's chunk is already there.
    await activateLocale('fr');
    // An account-part message (the login form's label), not one of the shell's.
    expect(i18n._({ id: '8ZsakT', message: 'Password' })).toBe('Mot de passe');
  });
});
