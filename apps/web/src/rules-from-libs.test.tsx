// The web app takes its domain rules from the libs instead of restating them: each rule below is
// wrapped in a spy, and the page's code must call it (a copy in the app would leave the spy unused).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as pricing from '@maplepack/pricing';
import * as surveyContent from '@maplepack/survey-content';
import * as surveyEngine from '@maplepack/survey-engine';
import { cartTotals } from './features/cart/cart-totals';
import { renderField, surveyField } from './features/survey/components/fields/field-test-kit';

function spyOnEach<M extends object>(actual: M, names: readonly (keyof M)[]): M {
  const spied: Record<string, unknown> = { ...(actual as Record<string, unknown>) };
  for (const name of names) spied[name as string] = jest.fn(actual[name] as (...args: never[]) => unknown);
  return spied as M;
}

jest.mock('@maplepack/pricing', () =>
  spyOnEach(jest.requireActual<typeof pricing>('@maplepack/pricing'), ['priceCartEstimate']),
);
jest.mock('@maplepack/survey-content', () =>
  spyOnEach(jest.requireActual<typeof surveyContent>('@maplepack/survey-content'), ['shownDisclaimer']),
);
jest.mock('@maplepack/survey-engine', () =>
  spyOnEach(jest.requireActual<typeof surveyEngine>('@maplepack/survey-engine'), [
    'toggleChoice',
    'initialSelection',
    'validateMultiSelect',
    'visitedRefs',
    'selectionAnswer',
    'singleChoiceAnswer',
    'isChoicePicked',
  ]),
);

beforeEach(() => jest.clearAllMocks());

it("the cart's totals are pricing's estimate", () => {
  const totals = cartTotals({
    cart: { entries: {}, cartProducts: [] },
    coupons: [],
    shipping: null,
    campaign: null,
  });
  expect(pricing.priceCartEstimate).toHaveBeenCalledTimes(1);
  expect(totals).toEqual(jest.mocked(pricing.priceCartEstimate).mock.results[0]?.value);
});

it("a multi-select's clicks, opening selection, Continue and answer are the engine's", async () => {
  const { onAnswer } = renderField(surveyField('allergies'));
  expect(surveyEngine.initialSelection).toHaveBeenCalled();
  expect(surveyEngine.visitedRefs).toHaveBeenCalled();
  expect(surveyEngine.validateMultiSelect).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Soy' }));
  expect(surveyEngine.toggleChoice).toHaveBeenCalledWith(
    [],
    'allergy_soy',
    expect.any(Array),
    expect.any(Set),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(surveyEngine.selectionAnswer).toHaveBeenCalled();
  expect(onAnswer).toHaveBeenCalledWith(jest.mocked(surveyEngine.selectionAnswer).mock.results[0]?.value);
});

it("a single choice's answer, pressed state and shown disclaimers are the libs'", async () => {
  const { onAnswer } = renderField(surveyField('pack_format'), { splitPackPriceCents: 0 });
  expect(surveyEngine.isChoicePicked).toHaveBeenCalled();
  expect(surveyContent.shownDisclaimer).toHaveBeenCalledWith(
    expect.objectContaining({ ref: surveyContent.SPLIT_PACK_CHOICE_REF }),
    0,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Split packs, morning and evening' }));
  expect(surveyEngine.singleChoiceAnswer).toHaveBeenCalled();
  expect(onAnswer).toHaveBeenCalledWith(jest.mocked(surveyEngine.singleChoiceAnswer).mock.results[0]?.value);
});
