import { parseServerState, serializeServerState, type ServerState } from './server-state';

const STATE: ServerState = {
  locale: 'fr',
  cookieAccepted: true,
  guest: true,
  footer: { disclaimer: 'D', copyright: 'C' },
  content: { home: { hero: { headline: 'H' } } },
  catalogue: { pages: { 'all:1': { status: 'loading' } }, products: {} },
  messages: { a: 'Bonjour', b: ['Panier, ', ['count', 'plural', { one: ['#'], other: ['#'] }]] },
  preload: ['page/home', 'icon/IconSet'],
};

describe('the state a server-rendered page carries', () => {
  it('reads back what the server wrote', () => {
    expect(parseServerState(serializeServerState(STATE))).toEqual(STATE);
  });

  it('cannot close its script element or start a comment, whatever the content says', () => {
    const text = serializeServerState({
      ...STATE,
      footer: { disclaimer: '</script><script>alert(1)</script>', copyright: '<!-- \u2028' },
    });
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(parseServerState(text)?.footer).toEqual({
      disclaimer: '</script><script>alert(1)</script>',
      copyright: '<!-- \u2028',
    });
  });

  it('is no state at all without a language it knows, or as text that is not JSON', () => {
    expect(parseServerState('{"locale":"de"}')).toBeNull();
    expect(parseServerState('[]')).toBeNull();
    expect(parseServerState('{')).toBeNull();
  });

  it('leaves each malformed field at its empty value', () => {
    expect(
      parseServerState(
        JSON.stringify({
          locale: 'en',
          cookieAccepted: 'yes',
          guest: 1,
          footer: { disclaimer: 3, copyright: 'C' },
          content: [],
          catalogue: 'x',
          messages: { a: 1, b: 'B', c: null },
          preload: ['ok', 2],
        }),
      ),
    ).toEqual({
      locale: 'en',
      cookieAccepted: false,
      guest: false,
      footer: null,
      content: {},
      catalogue: {},
      messages: { b: 'B' },
      preload: ['ok'],
    });
  });
});
