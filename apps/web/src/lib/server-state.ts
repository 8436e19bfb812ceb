import { isLocale, type Locale } from './i18n/locale';

/**
 * What the server rendered a page from (src/entry-server.tsx). The browser's first render must start from
 * the same state, or React throws the server's HTML away: the stores that public pages read take their
 * first state from here, and everything personal (session, cart) starts empty on both sides and is
 * restored after the first render.
 */
export interface ServerState {
  readonly locale: Locale;
  readonly cookieAccepted: boolean;
  /** No session hint came with the request: the visitor is a guest, and pages that wait for the session need not. */
  readonly guest: boolean;
  /** The footer content page's disclaimer and copyright, when it loaded. */
  readonly footer: { readonly disclaimer: string; readonly copyright: string } | null;
  /** Content pages by slug: their acf objects, checked later by the pages that show them. */
  readonly content: Readonly<Record<string, unknown>>;
  /** The catalogue store's loaded pages and products (features/catalogue/stores/catalogue-store.ts). */
  readonly catalogue: { readonly pages?: unknown; readonly products?: unknown };
  /**
   * French pages: the shell's messages (the catalogue's first-screen and rest parts), so the page is taken
   * over without waiting for them (lib/i18n/i18n.ts, loadServerMessages).
   */
  readonly messages: Readonly<Record<string, string | readonly unknown[]>>;
  /** The lazy parts the server drew (lib/preloadable.tsx): the browser loads them before hydrating. */
  readonly preload: readonly string[];
}

/** The id of the `<script type="application/json">` that carries the state in the page. */
export const SERVER_STATE_ID = 'maplepack-state';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The state in the page's JSON. What a field must be is checked here for the fields the entry's stores read;
 * a content page's acf is checked by the page's schema, and the catalogue by the catalogue store. A field
 * that is malformed is left at its empty value: the page then loads it as it would without the server.
 */
export function parseServerState(text: string): ServerState | null {
  try {
    const state: unknown = JSON.parse(text);
    if (!isRecord(state) || !isLocale(state['locale'])) return null;
    const { footer, content, catalogue, preload, messages } = state as Partial<
      Record<keyof ServerState, unknown>
    >;
    return {
      locale: state['locale'],
      cookieAccepted: state['cookieAccepted'] === true,
      guest: state['guest'] === true,
      footer:
        isRecord(footer) &&
        typeof footer['disclaimer'] === 'string' &&
        typeof footer['copyright'] === 'string'
          ? { disclaimer: footer['disclaimer'], copyright: footer['copyright'] }
          : null,
      content: isRecord(content) ? content : {},
      catalogue: isRecord(catalogue) ? catalogue : {},
      messages: isRecord(messages)
        ? Object.fromEntries(
            Object.entries(messages).filter(
              (entry): entry is [string, string | unknown[]] =>
                typeof entry[1] === 'string' || Array.isArray(entry[1]),
            ),
          )
        : {},
      preload: Array.isArray(preload) ? preload.filter((id) => typeof id === 'string') : [],
    };
  } catch {
    return null;
  }
}

/** The state as the page carries it: JSON that cannot close its script element or open a comment. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let read: ServerState | null | undefined;

/** The state the server rendered this page from, or null (no server render: tests, the dev server). */
export function serverState(): ServerState | null {
  if (read === undefined) {
    const text =
      typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID)?.textContent;
    read = text === null || text === undefined ? null : parseServerState(text);
  }
  return read;
}
