/**
 * Who sends the shop's e-mail, as the footer content page says it (seed/pages/footer.ts: the
 * company and city of the copyright line and the contact address); a test holds the two equal.
 * The content names no street address yet, so the footer gives the city, not an invented street.
 */
export const SHOP = {
  name: 'Maplepack Health Inc.',
  address: 'Ottawa, Ontario, Canada',
  contactEmail: 'hello@maplepack.ca',
} as const;

/** The pages every footer links to, from PUBLIC_URL. */
export const ACCOUNT_PATH = '/subscription';
export const PRIVACY_PATH = '/privacy-policy';

/** Why a transactional e-mail comes even to someone who said no to the mailing list (CASL). */
export const TRANSACTIONAL_WHY =
  'You get this e-mail because it is about your Maplepack account, an order or your plan. We send these to every customer, whatever your mailing-list choice.';

/** TRANSACTIONAL_WHY in each language. */
export const TRANSACTIONAL_WHY_TEXTS = {
  en: TRANSACTIONAL_WHY,
  fr: 'Vous recevez ce courriel parce qu’il concerne votre compte Maplepack, une commande ou votre abonnement. Nous envoyons ces courriels à tous nos clients, quel que soit votre choix pour la liste d’envoi.',
} as const;
