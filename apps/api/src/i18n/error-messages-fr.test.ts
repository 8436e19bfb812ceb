import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from '@maplepack/api-contract';
import { PLACE_MESSAGES, TEST_CARD_MESSAGES } from '@maplepack/checkout';
import { COUPON_MESSAGES } from '@maplepack/pricing';
import { DECLINE_MESSAGES } from '../adapters/payments/test-cards';
import { TRANSLATED_MESSAGES, translateFrench } from './error-messages-fr';

const ROOT = join(__dirname, '..', '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every string value of the message tables, by `TABLE.key` (the dynamic ones are functions). */
function tableMessages(): [string, string][] {
  const tables: Record<string, unknown> = {
    ...Object.fromEntries(Object.entries(contract).filter(([name]) => /_MESSAGES$/.test(name))),
    PLACE_MESSAGES,
    TEST_CARD_MESSAGES,
    COUPON_MESSAGES,
    DECLINE_MESSAGES,
  };
  return Object.entries(tables).flatMap(([table, messages]) =>
    Object.entries(messages as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, message]): [string, string] => [`${table}.${key}`, message]),
  );
}

/** The sentences the contract's schemas write for people, and the literal messages of the API's routes. */
function literalMessages(): string[] {
  const contractSentences = sourceFiles(join(ROOT, 'libs/api-contract/src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'([A-Z][^'\n]{3,}[.!])'/g)].map((match) => match[1] ?? ''),
  );
  const apiMessages = sourceFiles(join(ROOT, 'apps/api/src')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [
      ...[...text.matchAll(/message: '([A-Z][^'\n]+[.!])'/g)].map((match) => match[1] ?? ''),
      ...[...text.matchAll(/new ApiError\(\s*\d+,\s*[^,]+,\s*'([^'\n]+)'/g)].map((match) => match[1] ?? ''),
      ...[...text.matchAll(/COMMON_ERROR_CODES\.\w+, '([^'\n]+)'/g)].map((match) => match[1] ?? ''),
    ];
  });
  return [...new Set([...contractSentences, ...apiMessages])];
}

describe('French API messages', () => {
  it('has the French of every message of every *_MESSAGES table', () => {
    const missing = tableMessages().filter(([, message]) => translateFrench(message) === undefined);
    expect(missing).toEqual([]);
    expect(tableMessages().length).toBeGreaterThan(90);
  });

  it('has the French of every sentence the contract schemas and the routes write', () => {
    const literals = literalMessages();
    expect(literals.length).toBeGreaterThan(90);
    expect(literals.filter((message) => translateFrench(message) === undefined)).toEqual([]);
  });

  it('sets French punctuation: a non-breaking space before a colon and inside « »', () => {
    for (const message of TRANSLATED_MESSAGES) {
      const french = translateFrench(message) ?? '';
      expect(french).not.toMatch(/ :|« | »/);
      expect(french).not.toBe(message);
    }
    expect(translateFrench('Order not found.')).toBe('Commande introuvable.');
    expect(translateFrench("Please choose a language: 'en' or 'fr'.")).toBe(
      "Veuillez choisir une langue\u00a0: 'en' ou 'fr'.",
    );
  });

  it('translates the messages built around a value, and a field named in front', () => {
    expect(translateFrench('Vitamin D is no longer available and was removed from your order.')).toBe(
      'Vitamin D n’est plus offert et a été retiré de votre commande.',
    );
    expect(translateFrench('The coupon save5 no longer applies: This coupon has expired.')).toBe(
      'Le coupon save5 ne s’applique plus\u00a0: Ce coupon est expiré.',
    );
    expect(translateFrench('billing.postcode: Please enter a valid Canadian postal code.')).toBe(
      'billing.postcode\u00a0: Veuillez entrer un code postal canadien valide.',
    );
    expect(translateFrench('Something nobody wrote.')).toBeUndefined();
  });
});
