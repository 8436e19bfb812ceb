import fc from 'fast-check';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as englishAccount } from '../../locales/en/account';
import { messages as englishFirstScreen } from '../../locales/en/first-screen';
import { messages as englishRest } from '../../locales/en/messages';
import { messages as englishAuth } from '../../locales/en/auth';
import { messages as englishCart } from '../../locales/en/cart';
import { messages as englishCheckout } from '../../locales/en/checkout';
import { messages as englishSurvey } from '../../locales/en/survey';
import { messages as frenchAccount } from '../../locales/fr/account';
import { messages as frenchFirstScreen } from '../../locales/fr/first-screen';
import { messages as frenchRest } from '../../locales/fr/messages';
import { messages as frenchAuth } from '../../locales/fr/auth';
import { messages as frenchCart } from '../../locales/fr/cart';
import { messages as frenchCheckout } from '../../locales/fr/checkout';
import { messages as frenchSurvey } from '../../locales/fr/survey';
import { type CompiledMessage, type Messages, Translator } from './translator';

/** Every value name a compiled message uses, nested ones included. */
function valueNames(message: CompiledMessage, names = new Set<string>()): Set<string> {
  if (typeof message === 'string') return names;
  for (const token of message) {
    if (typeof token === 'string') continue;
    names.add(token[0]);
    const format = token[2];
    if (typeof format === 'object')
      for (const branch of Object.values(format)) if (typeof branch !== 'number') valueNames(branch, names);
  }
  return names;
}

const SAMPLES: readonly unknown[] = [0, 1, 2, 5, 21, 1000, 'Ann', 'other'];

/** Both readers over the same compiled catalogue, in one language. */
function readers(locale: string, messages: Messages) {
  const ours = new Translator();
  ours.load(locale, messages);
  ours.activate(locale);
  const lingui = setupI18n({ locale, messages: { [locale]: messages as never } });
  return { ours, lingui };
}

describe('the message reader renders as @lingui/core does', () => {
  it.each([
    [
      'en',
      {
        ...englishFirstScreen,
        ...englishRest,
        ...englishCart,
        ...englishCheckout,
        ...englishAuth,
        ...englishAccount,
        ...englishSurvey,
      },
    ],
    [
      'fr',
      {
        ...frenchFirstScreen,
        ...frenchRest,
        ...frenchCart,
        ...frenchCheckout,
        ...frenchAuth,
        ...frenchAccount,
        ...frenchSurvey,
      },
    ],
  ] as const)('every message of the %s catalogue, with sample values', (locale, messages) => {
    const { ours, lingui } = readers(locale, messages as unknown as Messages);
    for (const [id, message] of Object.entries(messages as unknown as Messages)) {
      for (const sample of SAMPLES) {
        const values = Object.fromEntries([...valueNames(message)].map((name) => [name, sample]));
        expect({ id, text: ours._(id, values) }).toEqual({ id, text: lingui._(id, values) });
      }
    }
  });

  it.each(['en', 'fr'])('ICU forms a message may use, in %s', (locale) => {
    const sources = [
      'Hello {name}',
      '{count, plural, one {# item} other {# items}}',
      '{count, plural, =0 {none} one {one #} other {# of them}}',
      '{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}',
      '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      '{kind, select, Ann {Hi Ann} other {Hi {kind}}}',
      '{count, plural, other {{kind, select, Ann {# with Ann} other {# alone}}}}',
      '{count, number} pills',
      "We'll be back, l’été",
    ];
    const messages = Object.fromEntries(
      sources.map((source, index) => [`m${index}`, compileMessage(source)]),
    );
    const { ours, lingui } = readers(locale, messages as Messages);
    for (const id of Object.keys(messages))
      for (const count of [0, 1, 2, 3, 4, 11, 1234.5])
        for (const kind of ['Ann', 'Bob']) {
          const values = { name: kind, count, place: count, kind };
          expect({ id, text: ours._(id, values) }).toEqual({ id, text: lingui._(id, values) });
        }
  });

  it('falls back to the compiled English of the descriptor, then to the id', () => {
    const ours = new Translator();
    ours.load('fr', { known: ['Connu'] });
    ours.activate('fr');
    expect(ours._({ id: 'known', message: ['Known'] })).toBe('Connu');
    expect(ours._({ id: 'unknown', message: ['Cart, ', ['n']], values: { n: 2 } })).toBe('Cart, 2');
    expect(ours._('nothing')).toBe('nothing');
  });
});

describe('whole numbers without an Intl formatter', () => {
  const message = compileMessage(
    '{count, plural, one {# one} many {# many} other {# other}}',
  ) as CompiledMessage;

  it.each(['en', 'fr'])('pluralises and writes them as Intl does (%s)', (locale) => {
    const translator = new Translator();
    translator.load(locale, { m: message });
    translator.activate(locale);
    const rules = new Intl.PluralRules(locale);
    const numbers = new Intl.NumberFormat(locale);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -5, max: 2_000 }),
          fc.integer({ min: 0, max: 5 }).map((n) => n * 1_000_000),
        ),
        (count) => {
          const rule = rules.select(count);
          const branch = rule === 'one' || rule === 'many' ? rule : 'other';
          expect(translator._('m', { count })).toBe(`${numbers.format(count)} ${branch}`);
        },
      ),
    );
  });
});
