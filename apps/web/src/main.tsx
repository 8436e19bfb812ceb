// First, before any chunk with zod loads: see the module.
import './config/zod-without-eval';
import './fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { type AppConfig } from './config/env';
import { startSessionRestore } from './features/auth/start-session';
import { activateLocale } from './lib/i18n/i18n';
import { browserLocaleStorage, homeRedirect, localeOfPath } from './lib/i18n/locale';
import { startCartRestore } from './stores/start-cart-restore';
import { useLocaleStore } from './stores/locale-store';

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

const root = createRoot(container);
// English is in the entry; French waits for its catalogue chunk before the first render. (Not a
// top-level await: lazy chunks import from the entry, and an entry with one would split it in two.)
void activateLocale(locale, { firstScreenOnly: true }).then(() => {
  // As a transition, React renders the first page in slices of a few milliseconds and lets the browser
  // paint and take input in between, instead of one long task on a slow phone's main thread.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} router={BrowserRouter} />
      </StrictMode>,
    );
  });
});
// The rest of the French catalogue (footer, menus, modals) loads beside the first render, not before it.
void activateLocale(locale);
// After the first render, each from its own chunk: the api client (ky, contract schemas, zod) with
// the session restore, and the cart store. The header shows '+' until the stored cart is read.
void startSessionRestore(document.cookie);
void startCartRestore();
