import { assessWalk, type Profile } from '@maplepack/recommendation';
import { answersWithChoiceRefs, SURVEY_V1_5 } from '@maplepack/survey-content';
import { type SurveyRepository, type SurveyRow } from '../../db/repositories/survey-repository';
import { shopDay } from '@maplepack/calendar';
import { openAnswers } from './survey-service';

/**
 * The person behind a customer's latest survey, for checkPack (orders and subscriptions re-run
 * the safety rules on every pack). Opens the sealed answers in memory only; nothing is logged.
 */
export class SurveyProfileService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly dataKey: Buffer,
    private readonly now: () => Date,
  ) {}

  /**
   * The profile (age on today's date from the injected clock, sex, pregnancy, allergies, diet,
   * medications) of the customer's latest submission; null when they have none, or when its answers
   * no longer read (a choice removed from the survey), so the caller checks the pack as for a guest.
   */
  async latestProfileFor(customerId: number): Promise<Profile | null> {
    return this.profileOf(await this.surveys.latestOf(customerId));
  }

  /**
   * The caller's profile, by the results page's rule: a customer's latest survey; without one of their
   * own (a guest, or a customer who took it as a guest in this browser before signing in), the newest
   * survey this browser made that no account has taken over.
   */
  async profileOfCaller(customerId: number | null, guestSurveys: readonly string[]): Promise<Profile | null> {
    const own = customerId === null ? undefined : await this.surveys.latestOf(customerId);
    return this.profileOf(own ?? (await this.surveys.latestGuestOf(guestSurveys)));
  }

  private profileOf(row: SurveyRow | undefined): Profile | null {
    if (row === undefined) return null;
    // The same walk as the recommendation's, so the pack check reads the answers the recommendation
    // read (a stray answer off the path counts for neither). Walked as for a guest: the stored answers
    // hold the birthday when it was asked, and a question without an answer is passed over.
    const assessed = assessWalk(SURVEY_V1_5, {
      today: shopDay(this.now()),
      loggedIn: false,
      answers: answersWithChoiceRefs(openAnswers(this.dataKey, row)),
    });
    return assessed.ok ? assessed.assessment.profile : null;
  }
}
