// What the French pages' tests share: where the language choice is remembered, and a check that no
// English text of the web app's catalogue is left on a French page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';

/** Where the web app remembers the language chosen with the switch (apps/web lib/i18n/locale.ts). */
export const LOCALE_KEY = 'maplepack.locale';

/**
 * The English texts of the web app's catalogue whose French differs ('FAQ' is the same in both), read
 * from every French PO file (msgid is the English, msgstr the French).
 */
function englishOnlyTexts(): Set<string> {
  const folder = path.join(__dirname, '../../../web/src/locales/fr');
  const po = readdirSync(folder)
    .filter((file) => file.endsWith('.po'))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .join('\n');
  const texts = new Set<string>();
  for (const [, id, str] of po.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (id !== undefined && id !== str && !id.includes('{')) texts.add(id.replace(/\\"/g, '"'));
  }
  return texts;
}

/**
 * Visible texts and accessible names of `selector`'s elements that are English catalogue strings: a
 * French page must show none (text inside an element marked `lang="en…"` is skipped).
 */
export async function englishIn(page: Page, selector: string): Promise<string[]> {
  const english = [...englishOnlyTexts()];
  return page.evaluate(
    ({ selector, english }) => {
      const found = new Set<string>();
      for (const root of document.querySelectorAll(selector)) {
        for (const element of [root, ...root.querySelectorAll('*')]) {
          if (element.closest('[lang^="en"]') !== null) continue; // content marked as English
          const own = [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent?.trim() ?? '');
          for (const text of [...own, element.getAttribute('aria-label') ?? '']) {
            if (english.includes(text)) found.add(text);
          }
        }
      }
      return [...found];
    },
    { selector, english },
  );
}
