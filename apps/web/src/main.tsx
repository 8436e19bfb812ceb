// First, before any chunk with zod loads: see the module.
import './config/zod-without-eval';
import './fonts.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { type AppConfig } from './config/env';
import { startSessionRestore } from './features/auth/start-session';
import { activateLocale, loadServerMessages } from './lib/i18n/i18n';
import { browserLocaleStorage, homeRedirect, localeOfPath } from './lib/i18n/locale';
import { startCartRestore } from './stores/start-cart-restore';
import { useLocaleStore } from './stores/locale-store';
import { serverState } from './lib/server-state';
import { preload } from './lib/preloadable';
import { readCookieConsent, useUiStore } from './stores/ui-store';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The build's settings, parsed and checked by parseEnv when the app was built (apps/web/vite.config.ts).
declare const __MAPLEPACK_CONFIG__: AppConfig;
const config = __MAPLEPACK_CONFIG__;

// A first visit to the home page follows the remembered choice, else the browser's language.
const redirect = homeRedirect(window.location.pathname, browserLocaleStorage(), navigator.languages ?? []);
if (redirect !== null) window.history.replaceState(null, '', `${redirect}${window.location.search}`);
const locale = localeOfPath(window.location.pathname);
useLocaleStore.setState({ locale });

// The server rendered this page (src/entry-server.tsx) unless it is a test or the dev server: React then
// takes over its HTML instead of drawing the page again. A page the browser redirects was rendered for
// another address, so it is drawn afresh.
const rendered = redirect === null && serverState() !== null && container.firstElementChild !== null;
/**
 * Start-up work that changes the stores: the rest of the French catalogue (footer, menus, modals), the
 * session restore with the api client (ky, contract schemas, zod), and the stored cart (the header shows
 * '+' until it is read). A server-rendered page runs it once React has taken over all of its HTML: a
 * store update reaching a part not taken over yet makes React draw that part again.
 */
let started = false;
function startUp(): void {
  if (started) return;
  started = true;
  // The server knows only the consent cookie; a visitor who accepted before the cookie existed has it in
  // localStorage: the bar goes, and the cookie is written for their next page.
  if (rendered && !useUiStore.getState().cookieAccepted && readCookieConsent())
    useUiStore.getState().acceptCookies();
  void activateLocale(locale);
  void startSessionRestore(document.cookie);
  void startCartRestore();
}

// React takes the page over in passes (each Suspense boundary after the one around it), in tasks of its
// own: the start-up waits until the browser is idle, after the last of them.
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

// What the boot module held while the page had no React (apps/web/vite.config.ts, deferEntryUntilPainted).
declare global {
  interface Window {
    maplepackEarlyEvents?: { stop(): Array<() => void> };
  }
}
let early: Array<() => void> = [];

function AfterHydration() {
  useEffect(() => {
    whenIdle(() => {
      // Once every part is React's, the presses held before it had the page go to their buttons.
      for (const replay of early.splice(0)) replay();
      startUp();
    });
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <App config={config} router={BrowserRouter} />
    {rendered && <AfterHydration />}
  </StrictMode>
);
if (rendered) loadServerMessages(serverState()?.messages ?? {});
// English is in the entry; French waits for its catalogue chunk before the first render: the first
// screen's part for a fresh render, the shell's too for a server-rendered page, whose HTML shows them
// already. (Not a top-level await: lazy chunks import from the entry, and an entry with one would split it.)
// A server-rendered page also waits for the code of the parts the server drew (lib/preloadable.tsx).
void Promise.all([
  activateLocale(locale, { firstScreenOnly: !rendered }),
  rendered ? preload(serverState()?.preload ?? []) : undefined,
]).then(() => {
  // As a transition, React renders (or hydrates) the page in slices of a few milliseconds and lets the
  // browser paint and take input in between, instead of one long task on a slow phone's main thread.
  // From here React's own listeners take the page's events (and replay those on parts not taken over yet).
  early = window.maplepackEarlyEvents?.stop() ?? [];
  startTransition(() => {
    // A part React could not take over is drawn again (correct, but slower): said in the console, where
    // the end-to-end tests look for it.
    if (rendered)
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          console.warn('Hydration: a part was drawn again in the browser', error),
      });
    else createRoot(container).render(app);
  });
});
// A page drawn afresh starts up beside its first render.
if (!rendered) startUp();
