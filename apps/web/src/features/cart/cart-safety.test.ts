import { addToCart, EMPTY_CART_STATE } from '@maplepack/cart';
import { type Product } from '@maplepack/catalog';
import { productById } from '@maplepack/catalog-data';
import { EMPTY_PROFILE, ENGLISH_MESSAGES, type Profile } from '@maplepack/recommendation';
import { createStore } from 'zustand/vanilla';
import { type AuthState } from '../../stores/auth-store';
import { createCartStore } from '../../stores/cart-store';
import { i18n, withCatalogue } from '../../lib/i18n/i18n';
import { recommendationMessages } from '../../lib/i18n/recommendation-messages';
import { loadFrench, SIGNED_IN_USER } from '../../testing';
import { addedToCartNotice, SAFETY_NOTICE_MS } from './added-notice';
import { ensureAssessmentProfile } from './assessment-profile';
import { blockedProductNames, cartSafetyWarnings } from './cart-safety';

const byId = (id: number): Product => {
  const product = productById(id);
  if (product === undefined) throw new Error(`no product ${id}`);
  return product;
};
const ST_JOHNS_WORT = byId(2519);
const VITAMIN_K2 = byId(2207);
const OMEGA = byId(2401);
const person = (medication: string, classes: string[]): Profile => ({
  ...EMPTY_PROFILE,
  age: 35,
  sex: 'female',
  medications: [{ label: medication, classes }],
});
const ON_SERTRALINE = person('Sertraline', ['ssri']);
const ON_WARFARIN = person('Warfarin', ['anticoagulant']);
const cartOf = (...products: Product[]) =>
  products.reduce((cart, product) => addToCart(cart, product, { now: 1 }), EMPTY_CART_STATE);

describe('the cart checks the whole pack against the last assessment', () => {
  it.each([
    { profile: ON_SERTRALINE, product: ST_JOHNS_WORT, medication: 'Sertraline' },
    { profile: ON_WARFARIN, product: VITAMIN_K2, medication: 'Warfarin' },
  ])(
    '$medication then $product.name: the reason shows and the checkout is blocked',
    ({ profile, product, medication }) => {
      const cart = cartOf(OMEGA, product);
      const warnings = cartSafetyWarnings(cart, profile);
      expect(warnings.get(product.id)).toContainEqual({
        message: expect.stringContaining(`With ${medication}:`),
        blocks: true,
      });
      expect(blockedProductNames(cart, warnings)).toEqual([product.name]);
    },
  );

  it('without an assessment shows the label cautions and blocks nothing', () => {
    const cart = cartOf(ST_JOHNS_WORT);
    const warnings = cartSafetyWarnings(cart, null);
    expect(warnings.get(ST_JOHNS_WORT.id)?.map((warning) => warning.message)).toContainEqual(
      expect.stringMatching(/^If you take selective serotonin reuptake inhibitors/),
    );
    expect(blockedProductNames(cart, warnings)).toEqual([]);
  });

  it('the notice where it was added says why, for 10 seconds', () => {
    expect(addedToCartNotice(cartOf(ST_JOHNS_WORT), ST_JOHNS_WORT, ON_SERTRALINE)).toEqual({
      id: `added-${ST_JOHNS_WORT.id}`,
      tone: 'error',
      message: expect.stringMatching(
        /^St John's Wort 300 mg was added to your cart, but it is not safe for you: With Sertraline:/,
      ),
      durationMs: SAFETY_NOTICE_MS,
    });
    expect(addedToCartNotice(cartOf(OMEGA), OMEGA, ON_SERTRALINE)).toEqual({
      id: `added-${OMEGA.id}`,
      tone: 'success',
      message: 'Omega-3 Fish Oil was added to your cart.',
    });
  });
});

describe('the notice on a French page', () => {
  afterEach(() => i18n.activate('en'));

  it('says it in French, the safety reason too, with the French sentences loaded for it', async () => {
    await loadFrench();
    await withCatalogue(Promise.resolve(), ['cart']); // the cart's part of the catalogue, as its routes load it
    const messages = await recommendationMessages();
    expect(addedToCartNotice(cartOf(ST_JOHNS_WORT), ST_JOHNS_WORT, ON_SERTRALINE, messages).message).toMatch(
      /^St John's Wort 300 mg a été ajouté à votre panier, mais ce produit n’est pas sûr pour vous\u00a0: Avec Sertraline\u00a0:/,
    );
    expect(addedToCartNotice(cartOf(OMEGA), OMEGA, ON_SERTRALINE, messages).message).toBe(
      'Omega-3 Fish Oil a été ajouté à votre panier.',
    );
    // Without an assessment, the label's caution, in French.
    expect(addedToCartNotice(cartOf(OMEGA), OMEGA, null, messages).message).toMatch(
      /^Omega-3 Fish Oil a été ajouté à votre panier\. Avant de le prendre\u00a0: Si vous prenez des anticoagulants/,
    );
  });

  it('an English page never loads the French sentences', async () => {
    expect(await recommendationMessages()).toBe(ENGLISH_MESSAGES);
  });
});

describe('ensureAssessmentProfile', () => {
  it('asks the API once and keeps its profile in the cart store', async () => {
    const store = createCartStore(null);
    const load = jest.fn(() => Promise.resolve({ profile: ON_SERTRALINE }));
    await Promise.all([ensureAssessmentProfile(store, load), ensureAssessmentProfile(store, load)]);
    expect(await ensureAssessmentProfile(store, load)).toEqual(ON_SERTRALINE);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState().assessmentProfile).toEqual(ON_SERTRALINE);
  });

  it('keeps the profile the assessment set, and asks again after a failure', async () => {
    const store = createCartStore(null);
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    expect(await ensureAssessmentProfile(store, failing)).toBeNull();
    const load = jest.fn(() => Promise.resolve({ profile: ON_WARFARIN }));
    expect(await ensureAssessmentProfile(store, load)).toEqual(ON_WARFARIN);
    store.getState().setAssessmentProfile(ON_SERTRALINE);
    expect(await ensureAssessmentProfile(store, load)).toEqual(ON_SERTRALINE);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the profile follows the session (sign-in, sign-out, another account, a stale session)', () => {
  type Session = Pick<AuthState, 'status' | 'user'>;
  const GUEST: Session = { status: 'guest', user: null };
  const ANN: Session = { status: 'signed-in', user: SIGNED_IN_USER };
  const BOB: Session = { status: 'signed-in', user: { ...SIGNED_IN_USER, id: 8, first_name: 'Bob' } };
  const sessionStore = (initial: Session) => createStore<Session>()(() => initial);
  /** A load answering each call in turn from `answers`, each only when `release` is called. */
  function answering(...answers: (Profile | null | Error)[]) {
    const pending: (() => void)[] = [];
    const load = jest.fn(() => {
      const answer = answers[load.mock.calls.length - 1] ?? null;
      return new Promise<{ profile: Profile | null }>((resolve, reject) => {
        pending.push(() => (answer instanceof Error ? reject(answer) : resolve({ profile: answer })));
      });
    });
    const release = async () => {
      while (pending.length > 0) pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { load, release };
  }

  it("a guest who signs in gets the customer's own profile at once, without a reload", async () => {
    const store = createCartStore(null);
    const session = sessionStore(GUEST);
    const { load, release } = answering(null, ON_WARFARIN);
    const first = ensureAssessmentProfile(store, load, session);
    await release();
    expect(await first).toBeNull();
    session.setState(ANN);
    expect(load).toHaveBeenCalledTimes(2);
    await release();
    expect(store.getState().assessmentProfile).toEqual(ON_WARFARIN);
    expect(await ensureAssessmentProfile(store, load, session)).toEqual(ON_WARFARIN);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("signing out forgets the customer's profile at once and asks after the page load, not before", async () => {
    const store = createCartStore(null);
    const session = sessionStore(ANN);
    const { load, release } = answering(ON_WARFARIN);
    await Promise.all([ensureAssessmentProfile(store, load, session), release()]);
    expect(store.getState().assessmentProfile).toEqual(ON_WARFARIN);
    session.setState(GUEST);
    expect(store.getState().assessmentProfile).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("another account's sign-in drops an answer still on its way for the one before", async () => {
    const store = createCartStore(null);
    const session = sessionStore(ANN);
    const { load, release } = answering(ON_WARFARIN, ON_SERTRALINE);
    const asked = ensureAssessmentProfile(store, load, session);
    session.setState(BOB);
    await release();
    await asked;
    expect(store.getState().assessmentProfile).toEqual(ON_SERTRALINE);
  });

  it('a restored session keeps the answer it had, and asks again when the stale cookie was refused', async () => {
    const store = createCartStore(null);
    const session = sessionStore({ status: 'unknown', user: null });
    const kept = answering(ON_WARFARIN);
    await Promise.all([ensureAssessmentProfile(store, kept.load, session), kept.release()]);
    session.setState(ANN);
    expect(kept.load).toHaveBeenCalledTimes(1);
    expect(store.getState().assessmentProfile).toEqual(ON_WARFARIN);

    const stale = createCartStore(null);
    const restoring = sessionStore({ status: 'unknown', user: null });
    const refused = answering(new Error('401 auth.expired-token'), ON_SERTRALINE);
    const asked = ensureAssessmentProfile(stale, refused.load, restoring);
    restoring.setState(GUEST);
    await refused.release();
    expect(refused.load).toHaveBeenCalledTimes(2);
    await refused.release();
    expect(await asked).toEqual(ON_SERTRALINE);
    expect(stale.getState().assessmentProfile).toEqual(ON_SERTRALINE);
  });
});
