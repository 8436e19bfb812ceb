import { ABOUT_PAGE } from './about';
import { BOOKLET_PAGE } from './booklet';
import { CART_PAGE } from './cart';
import { CHECKOUT_PAGE } from './checkout';
import { FAQ_PAGE } from './faq';
import { FOOTER_PAGE } from './footer';
import { HOME_PAGE } from './home';
import { PRIVACY_PAGE } from './privacy';
import { PRODUCTS_PAGE } from './products';
import { REFERENCES_PAGE } from './references';
import { type SeedPage } from './seed-page';
import { TEAM_PAGE } from './team';
import { TERMS_PAGE } from './terms';
import { THANK_YOU_PAGE } from './thank-you';

/** Every content page of the spec (§1), in the spec's order. */
export const SEED_PAGES: readonly SeedPage[] = [
  HOME_PAGE,
  PRODUCTS_PAGE,
  TEAM_PAGE,
  ABOUT_PAGE,
  FAQ_PAGE,
  TERMS_PAGE,
  PRIVACY_PAGE,
  REFERENCES_PAGE,
  BOOKLET_PAGE,
  CHECKOUT_PAGE,
  THANK_YOU_PAGE,
  CART_PAGE,
  FOOTER_PAGE,
];
