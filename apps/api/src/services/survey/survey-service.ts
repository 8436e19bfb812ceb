import { type Product } from '@maplepack/catalog';
import { shopDay } from '@maplepack/calendar';
import {
  SURVEY_MESSAGES,
  type Language,
  surveyAnswersSchema,
  surveyRecommendationSchema,
  type SurveyAnswers,
  type SurveyProduct,
  type SurveyResponse,
  type SurveyResultsResponse,
  type SurveySubmitRequest,
  type SurveySubmitResponse,
} from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { assessWalk, recommend, type RecommendedProduct } from '@maplepack/recommendation';
import { recommendationMessages } from '@maplepack/recommendation/fr';
import { answersWithChoiceRefs, SPLIT_PACK_CHOICE_REF, SURVEY_V1_5 } from '@maplepack/survey-content';
import { type SurveyRepository, type SurveyRow } from '../../db/repositories/survey-repository';
import { deriveGuestSurveyKey, guestSurveyIds, guestSurveysCookie } from '../../security/guest-survey-cookie';
import { open, seal } from '../../security/sealed-box';
import { type AuthCustomer } from '../accounts/auth-service';

export type SurveyFailure =
  | { ok: false; code: 'survey.invalid'; message: string }
  | { ok: false; code: 'survey.exited'; message: string }
  | { ok: false; code: 'survey.conflict'; message: string }
  | { ok: false; code: 'survey.not-found'; message: string };

/** Why answers that leave the survey get no recommendation (`at` is the exit's ref). */
export const surveyExitedMessage = (at: string): string =>
  `These answers leave the survey at '${at}', so nothing is recommended.`;

/** Parses the `value` string: JSON, an object of answers keyed by ref. */
export function parseAnswers(value: string): { ok: true; answers: SurveyAnswers } | SurveyFailure {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { ok: false, code: 'survey.invalid', message: SURVEY_MESSAGES.badJson };
  }
  const parsed = surveyAnswersSchema.safeParse(json);
  if (!parsed.success) return { ok: false, code: 'survey.invalid', message: SURVEY_MESSAGES.badJson };
  return { ok: true, answers: parsed.data };
}

/** Opens a row's sealed answers (bound to the row id). */
export function openAnswers(key: Buffer, row: SurveyRow): SurveyAnswers {
  return surveyAnswersSchema.parse(JSON.parse(open(key, row.answersSealed, row.id)));
}

const BIRTHDAY_REF = 'birthday';
const NAME_REF = 'name';
const PACK_FORMAT_REF = 'pack_format';

/** What a pack_format answer may be for split packs: the choice's ref or its label (the walk reads both). */
const SPLIT_PACK_ANSWERS: readonly string[] = [
  SPLIT_PACK_CHOICE_REF,
  ...(SURVEY_V1_5.fields
    .find((field) => field.ref === PACK_FORMAT_REF)
    ?.properties.choices?.filter((choice) => choice.ref === SPLIT_PACK_CHOICE_REF)
    .map((choice) => choice.label) ?? []),
];

/** The customer's own survey, or a guest survey made in the caller's browser. */
function mayTakeOver(
  existing: SurveyRow,
  customer: AuthCustomer | null,
  madeHere: readonly string[],
): boolean {
  if (existing.customerId !== null) return existing.customerId === customer?.id;
  return madeHere.includes(existing.id.toLowerCase());
}

/**
 * POST and GET /api/v1/survey. Answers are health data: they are sealed with AES-256-GCM before
 * they reach the database and opened only for their owner. The recommendation is computed from
 * the answers with today's date from the injected clock; prices come from the database catalogue.
 */
export class SurveyService {
  private readonly cookieKey: Buffer;

  constructor(
    private readonly surveys: SurveyRepository,
    private readonly dataKey: Buffer,
    /** The catalogue the shop sells (catalogue-service's productsForSale): what is recommended from. */
    private readonly catalogue: { productsForSale(language?: Language): Promise<Product[]> },
  ) {
    this.cookieKey = deriveGuestSurveyKey(dataKey);
  }

  /** The guest surveys a browser made, from its signed cookie (none when missing or forged). */
  madeBy(cookie: string | undefined): string[] {
    return guestSurveyIds(this.cookieKey, cookie);
  }

  /** The cookie value after a guest made `id` in a browser that had made `earlier`. */
  guestCookie(earlier: readonly string[], id: string): string {
    return guestSurveysCookie(this.cookieKey, [...earlier.filter((known) => known !== id), id]);
  }

  /**
   * Saves the answers and answers the recommendation. `madeHere` lists the guest surveys the
   * caller's browser made (its signed cookie): a guest survey is taken over, by a customer or a
   * guest, only from that browser; anyone else's id is refused, never overwritten. The reasons are
   * in `language`, the request's.
   */
  async submit(
    request: SurveySubmitRequest,
    customer: AuthCustomer | null,
    now: Date,
    madeHere: readonly string[] = [],
    language: Language = 'en',
  ): Promise<({ ok: true } & SurveySubmitResponse) | SurveyFailure> {
    const parsed = parseAnswers(request.value);
    if (!parsed.ok) return parsed;
    const existing = await this.surveys.byId(request.id);
    if (existing !== undefined && !mayTakeOver(existing, customer, madeHere)) {
      return { ok: false, code: 'survey.conflict', message: SURVEY_MESSAGES.conflict };
    }
    const account = customer === null ? undefined : await this.accountOf(customer);
    const catalogue = await this.catalogue.productsForSale(language);
    const result = recommend(
      {
        today: shopDay(now),
        loggedIn: customer !== null,
        ...(account === undefined ? {} : { account }),
        answers: parsed.answers,
      },
      { catalogue, messages: recommendationMessages(language) },
    );
    if (!result.ok) return { ok: false, code: 'survey.invalid', message: result.message };
    const { tiers, recommendedTier, excluded } = result.recommendation;
    if (recommendedTier === null) {
      // The answers leave the survey at an exit (consent declined, age, a chronic condition): a person
      // answering never reaches a recommendation, so there is none to give or to store.
      return { ok: false, code: 'survey.exited', message: surveyExitedMessage(result.walk.at) };
    }
    // Every recommended product comes from the catalogue read above, so its price is there too.
    const prices = new Map(catalogue.map((product) => [product.id, product.priceCents]));
    const priced = (list: readonly RecommendedProduct[]): SurveyProduct[] =>
      list.flatMap((product) => {
        const cents = prices.get(product.id);
        return cents === undefined ? [] : [{ ...product, price: toDecimalString(cents) }];
      });
    const recommendation = {
      tiers: { '1': priced(tiers[1]), '2': priced(tiers[2]), '3': priced(tiers[3]) },
      selected: recommendedTier,
      excluded,
    };
    const customerId = customer?.id ?? existing?.customerId ?? null;
    await this.surveys.save({
      id: request.id,
      customerId,
      version: request.version,
      answersSealed: seal(this.dataKey, JSON.stringify(parsed.answers), request.id),
      recommendationSealed: seal(
        this.dataKey,
        JSON.stringify(recommendation),
        `${request.id}:recommendation`,
      ),
      now,
    });
    if (customer !== null) await this.surveys.linkToCustomer(customer.id, request.id, now);
    if (!request.debug) return { ok: true, recommendation };
    const input = assessWalk(SURVEY_V1_5, {
      today: shopDay(now),
      loggedIn: customer !== null,
      ...(account === undefined ? {} : { account }),
      answers: answersWithChoiceRefs(parsed.answers),
    });
    return {
      ok: true,
      recommendation,
      debug: {
        input: input.ok ? [...input.assessment.signals.tags].sort() : [],
        products: recommendation.tiers['3'].map(({ id, name, price }) => ({ id, name, price })),
      },
    };
  }

  /** The owner's submission; someone else's answers 'not found' too, so ids leak nothing. */
  async get(id: string, customer: AuthCustomer): Promise<({ ok: true } & SurveyResponse) | SurveyFailure> {
    const row = await this.surveys.byId(id);
    if (row === undefined || row.customerId !== customer.id) {
      return { ok: false, code: 'survey.not-found', message: SURVEY_MESSAGES.notFound };
    }
    return {
      ok: true,
      id: row.id,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      version: row.version,
      submission: openAnswers(this.dataKey, row),
    };
  }

  /**
   * The results page's data: a signed-in customer's latest survey, else the newest survey this browser
   * made as a guest (`madeHere`, oldest first) that no other customer has taken over. Only the first
   * name, the split-pack choice and the stored recommendation leave the server, never the answers.
   */
  async results(
    customer: AuthCustomer | null,
    madeHere: readonly string[],
  ): Promise<({ ok: true } & SurveyResultsResponse) | SurveyFailure> {
    const row = await this.latestFor(customer, madeHere);
    if (row === undefined || row.recommendationSealed === null) {
      return { ok: false, code: 'survey.not-found', message: SURVEY_MESSAGES.notFound };
    }
    // A recommendation stored in an older shape is not shown rather than shown wrong.
    const stored = surveyRecommendationSchema.safeParse(
      JSON.parse(open(this.dataKey, row.recommendationSealed, `${row.id}:recommendation`)),
    );
    if (!stored.success) return { ok: false, code: 'survey.not-found', message: SURVEY_MESSAGES.notFound };
    const recommendation = stored.data;
    // A choice may have been answered by its French label: read it by its ref, as the walk does.
    const answers = answersWithChoiceRefs(openAnswers(this.dataKey, row));
    const name = answers[NAME_REF];
    const firstName =
      typeof name === 'string' && name.trim() !== '' ? name.trim() : (customer?.firstName ?? null);
    const packFormat = answers[PACK_FORMAT_REF];
    return {
      ok: true,
      survey_id: row.id,
      created_at: row.updatedAt.toISOString(),
      first_name: firstName === '' ? null : firstName,
      split_pack: typeof packFormat === 'string' && SPLIT_PACK_ANSWERS.includes(packFormat),
      recommendation,
    };
  }

  private async latestFor(
    customer: AuthCustomer | null,
    madeHere: readonly string[],
  ): Promise<SurveyRow | undefined> {
    if (customer !== null) {
      const own = await this.surveys.latestOf(customer.id);
      if (own !== undefined) return own;
    }
    for (const id of [...madeHere].reverse()) {
      const row = await this.surveys.byId(id);
      if (row !== undefined && (row.customerId === null || row.customerId === customer?.id)) return row;
    }
    return undefined;
  }

  /**
   * What the survey already knows of a signed-in person. The survey skips the birthday for them
   * (spec §5: reused from the earlier survey), so it comes from their latest submission.
   */
  private async accountOf(
    customer: AuthCustomer,
  ): Promise<{ firstName: string; email: string; birthday?: string }> {
    const account = { firstName: customer.firstName, email: customer.email };
    const latest = await this.surveys.latestOf(customer.id);
    if (latest === undefined) return account;
    const birthday = openAnswers(this.dataKey, latest)[BIRTHDAY_REF];
    return typeof birthday === 'string' && /^\d{8}$/.test(birthday) ? { ...account, birthday } : account;
  }
}
