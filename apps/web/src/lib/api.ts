import { createApiClient, type ApiClient } from '@maplepack/api-client';
import { useLoaderStore } from '../stores/loader-store';
import { useLocaleStore } from '../stores/locale-store';

/**
 * The app's one api client. baseUrl '' is the page's own origin (the API serves /api/v1 next to the
 * SPA; Vite's dev server proxies it). No getToken: the server sets the session token in an httpOnly
 * cookie, which the client sends with every request, so no script ever holds the token.
 * fetch is looked up per call so tests can replace globalThis.fetch after this module loaded.
 * getLanguage: every request prefers the page's language (errors, reasons, a new account's language),
 * and the catalogue and content pages come in it.
 */
export const api: ApiClient = createApiClient({
  baseUrl: '',
  fetch: (input, init) => globalThis.fetch(input, init),
  getLanguage: () => useLocaleStore.getState().locale,
  onQueueChange: (snapshot) => useLoaderStore.getState().setSnapshot(snapshot),
});
