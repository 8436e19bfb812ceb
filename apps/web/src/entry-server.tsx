// The server's render of a page (built by `vite build --ssr`, loaded by the API's web-app plugin): the
// HTML a phone paints before any script has run, and the state the browser's first render starts from.
import './config/zod-without-eval';
import { matchRoute, type RouteLocation, withoutFrenchPrefix } from '@maplepack/access';
import { createApiClient } from '@maplepack/api-client';
import { type PageSlug } from '@maplepack/api-contract';
import { categoryBySlug } from '@maplepack/catalog';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { type StoreApi } from 'zustand';
import { App } from './app/app';
import { SHOP_NAME } from './components/document-title';
import { takeServerTitle } from './components/use-document-title';
import { type AppConfig } from './config/env';
import { catalogueStore, createCatalogueStore } from './features/catalogue/stores/catalogue-store';
import { pageFromQuery } from './features/catalogue/catalogue-paging';
import { createContentStore, contentStore } from './features/content/stores/content-store';
import { loadPageSchemas } from './features/content/page-schemas-loader';
import { messages as firstScreen } from './locales/fr/first-screen';
import { messages as rest } from './locales/fr/messages';
import { activateLocale, type CataloguePart, withCatalogue } from './lib/i18n/i18n';
import { LANGUAGE_TAGS, localeOfPath, type Locale } from './lib/i18n/locale';
import { setServerOrigin } from './lib/page-origin';
import { takeDrawnParts } from './lib/preloadable';
import { type ServerState, serializeServerState } from './lib/server-state';
import { useLocaleStore } from './stores/locale-store';
import { COOKIE_CONSENT_COOKIE, useUiStore } from './stores/ui-store';
import { useAuthStore } from './stores/auth-store';
import { hasSessionHint } from './features/auth/session-hint';

declare const __MAPLEPACK_CONFIG__: AppConfig;

export interface RenderRequest {
  /** The page's path and query, as the browser asked for it (/fr/products?page=2). */
  readonly url: string;
  /** The shop's public origin (PUBLIC_URL): the pages' alternate links. */
  readonly origin: string;
  /** The request's Cookie header: the consent cookie and the session hint (see visitorOf). */
  readonly cookies: string;
  /** Answers the API's own requests (the catalogue, content pages) without the network. */
  readonly fetch: (request: Request) => Promise<Response>;
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  readonly body: string;
  /** The document's <title>. */
  readonly title: string;
  /** `<html lang>`. */
  readonly lang: string;
  /** The JSON of lib/server-state.ts, safe inside a <script> element. */
  readonly state: string;
}

/**
 * The pages rendered on the server: the shop's public pages, which people and search engines land on and
 * which have no form. A form painted before React has taken the page over would be sent by the browser
 * itself, its fields in the address (a password in a URL): sign-in, the checkout and the account pages
 * render in the browser, as the rest do.
 */
const SERVER_RENDERED: ReadonlySet<string> = new Set([
  'index',
  'products-category',
  'products-category-id',
  'health-assessment',
  'cart',
  'about',
  'faq',
  'team',
  'references',
  'privacy-policy',
  'terms-and-conditions',
]);

/** The content pages each route shows (its own, besides the footer every page has). */
const CONTENT_OF_ROUTE: Readonly<Partial<Record<string, PageSlug>>> = {
  index: 'home',
  about: 'about',
  faq: 'faq',
  'privacy-policy': 'privacy',
  references: 'references',
  team: 'team',
  'terms-and-conditions': 'terms',
};

/** lib/i18n/i18n.ts SERVER_PARTS: what a French page carries for its shell. */
const FRENCH_SHELL_MESSAGES = { ...firstScreen, ...rest };

const ALL_PARTS: readonly CataloguePart[] = [
  'first-screen',
  'rest',
  'survey',
  'cart',
  'checkout',
  'auth',
  'account',
];

type Client = ReturnType<typeof createApiClient>;

/** The catalogue a products route shows: the category's page, or the product with its related ones. */
async function loadCatalogue(client: Client, route: RouteLocation) {
  const loader = createCatalogueStore(client);
  const id = route.params['id'];
  if (route.name === 'products-category-id' && id !== undefined) {
    await loader.getState().loadProduct(Number(id));
    const product = loader.getState().products[Number(id)];
    if (product?.status === 'ready')
      await Promise.all(product.data.relatedIds.map((related) => loader.getState().loadProduct(related)));
  } else if (route.name === 'products-category') {
    const slug = route.params['category'];
    const category = slug === undefined ? undefined : categoryBySlug(slug);
    const page = pageFromQuery(route.query['page']);
    if (slug === undefined || category !== undefined)
      await loader.getState().loadPage(category?.id ?? null, page);
  }
  const { pages, products } = loader.getState();
  return { pages, products };
}

/** The content pages a route shows, with the footer's: only those that loaded. */
async function loadContent(client: Client, route: RouteLocation) {
  const loader = createContentStore(client);
  const own = CONTENT_OF_ROUTE[route.name];
  await Promise.all([
    loader.getState().load('footer'),
    ...(own === undefined ? [] : [loader.getState().load(own)]),
  ]);
  const content: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [slug, page] of Object.entries(loader.getState().pages))
    if (page?.status === 'ready') content[slug] = page.acf;
  return content;
}

async function footerOf(content: ServerState['content']): Promise<ServerState['footer']> {
  const { footerAcfSchema } = await loadPageSchemas();
  const parsed = footerAcfSchema.safeParse(content['footer']);
  return parsed.success ? parsed.data : null;
}

/**
 * Sets a store's state for this render. A server render reads a store's *initial* state (zustand hands it
 * to React as the server snapshot), which a long-lived server made once: it is updated in place too. The
 * browser's stores are made from the page's state instead (lib/server-state.ts).
 */
function serverSnapshot<S extends object>(store: StoreApi<S>, state: Partial<S>): void {
  Object.assign(store.getInitialState(), state);
  store.setState(state);
}

async function html(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    // Every boundary inline, in document order: larger ones would otherwise be revealed by inline
    // scripts, which the shop's Content-Security-Policy (script-src 'self') rightly blocks.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => console.error('server render:', error),
  });
  return new Response(prelude).text();
}

/**
 * What a render takes from the request's cookies: whether the cookie bar shows, and whether the visitor
 * is surely a guest (no session hint). Renders for the same visitor kind and URL are the same page.
 */
export function visitorOf(cookies: string): { cookieAccepted: boolean; guest: boolean } {
  return {
    cookieAccepted: cookies.split(';').some((pair) => pair.trim() === `${COOKIE_CONSENT_COOKIE}=accepted`),
    guest: !hasSessionHint(cookies),
  };
}

/**
 * Renders one page as a signed-out visitor with an empty cart sees it, in the language of its address.
 * The module's stores are the app's own, so renders must not overlap: the caller runs one at a time.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const [pathname = '/'] = request.url.split(/[?#]/);
  const locale: Locale = localeOfPath(pathname);
  const route = matchRoute(withoutFrenchPrefix(request.url));
  if (route === undefined || !SERVER_RENDERED.has(route.name)) return null;
  const client = createApiClient({
    baseUrl: request.origin,
    fetch: (input, init) => request.fetch(new Request(input, init)),
    getLanguage: () => locale,
  });

  const [catalogue, content] = await Promise.all([loadCatalogue(client, route), loadContent(client, route)]);
  const visitor = visitorOf(request.cookies);
  const state: Omit<ServerState, 'preload' | 'messages'> = {
    locale,
    ...visitor,
    footer: await footerOf(content),
    content,
    catalogue,
  };

  setServerOrigin(request.origin);
  await activateLocale(locale, { root: { lang: '' } });
  // Every part of the language's catalogue: a page's own parts load with its code only on its first render.
  await withCatalogue(Promise.resolve(null), ALL_PARTS);
  serverSnapshot(useLocaleStore, { locale });
  serverSnapshot(useAuthStore, { user: null, status: visitor.guest ? 'guest' : 'unknown' });
  serverSnapshot(useUiStore, {
    cookieAccepted: state.cookieAccepted,
    footer: state.footer,
    toasts: [],
    modals: {},
  });
  serverSnapshot(contentStore, { pages: createContentStore(client, content).getState().pages });
  serverSnapshot(catalogueStore, { pages: catalogue.pages, products: catalogue.products });

  const Router = ({ children, basename }: { children: ReactNode; basename?: string }) => (
    <StaticRouter location={request.url} {...(basename === undefined ? {} : { basename })}>
      {children}
    </StaticRouter>
  );
  takeDrawnParts();
  const body = await html(
    <StrictMode>
      <App config={__MAPLEPACK_CONFIG__} router={Router} />
    </StrictMode>,
  );
  return {
    body,
    title: takeServerTitle() ?? SHOP_NAME,
    lang: LANGUAGE_TAGS[locale],
    state: serializeServerState({
      ...state,
      messages: locale === 'fr' ? FRENCH_SHELL_MESSAGES : {},
      preload: takeDrawnParts(),
    }),
  };
}
