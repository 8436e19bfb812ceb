import { MAILING_ALLOWED_SURVEY_TAGS, type SurveyAnswers } from '@maplepack/api-contract';
import { assessAnswers } from '@maplepack/recommendation';
import { answersWithChoiceRefs, SURVEY_V1_5 } from '@maplepack/survey-content';
import { completedSurveyTags, mailingTagUpdate, SURVEY_DATE_FIELD } from '@maplepack/survey-engine';
import { type MailingList } from '../../adapters/mailing-list/interface';
import { type MailingConfirmationRepository } from '../../db/repositories/mailing-confirmation-repository';
import { type AuthCustomer } from '../accounts/auth-service';
import { shopDay } from '@maplepack/calendar';

const EMAIL_REF = 'email';

export interface StoredSurvey {
  answers: SurveyAnswers;
  customer: AuthCustomer | null;
  /** The pending confirmation named by the browser's survey ticket cookie, when it had a valid one. */
  confirmationId: number | null;
  now: Date;
}

/**
 * Spec §4 on submit ('Survey Completed', the allowed '@survey/' tags, SURVEYDATE), done by the
 * server when a survey is stored, from the answers it holds; the browser sends no tags. It changes
 * only a membership the submitter is tied to:
 * - the guest's own pending request, named by the signed ticket this browser got when it asked
 *   (the tags wait there until the link is followed), or that request's member once confirmed;
 * - a signed-in customer's own subscribed member.
 * Nobody is subscribed here: that needs the e-mailed link.
 */
export class SurveyMailingService {
  constructor(
    private readonly list: MailingList,
    private readonly confirmations: MailingConfirmationRepository,
  ) {}

  async surveyStored(survey: StoredSurvey): Promise<void> {
    const answered = survey.answers[EMAIL_REF];
    const email = (survey.customer?.email ?? (typeof answered === 'string' ? answered : ''))
      .trim()
      .toLowerCase();
    if (email === '') return;
    const today = shopDay(survey.now);
    const assessed = assessAnswers(SURVEY_V1_5, {
      today,
      loggedIn: survey.customer !== null,
      answers: answersWithChoiceRefs(survey.answers),
    });
    if (!assessed.ok) return;
    const active = completedSurveyTags([...assessed.assessment.signals.tags], MAILING_ALLOWED_SURVEY_TAGS);
    const fields = { [SURVEY_DATE_FIELD]: today };

    if (survey.confirmationId !== null) {
      const request = await this.confirmations.byId(survey.confirmationId);
      if (request !== undefined && request.email === email) {
        const pending = await this.confirmations.updatePending(
          request.id,
          { tags: active, mergeFields: { ...request.mergeFields, ...fields } },
          survey.now,
        );
        if (pending || request.confirmedAt === null) return;
        // Confirmed already (the link was followed during the survey): the member itself.
        await this.completeMember(email, active, fields);
        return;
      }
    }
    if (survey.customer !== null) await this.completeMember(email, active, fields);
  }

  private async completeMember(email: string, active: string[], fields: Record<string, string>) {
    const member = await this.list.findByEmail(email);
    if (member === null || member.status !== 'subscribed') return;
    const before = member.tags.filter((tag) => tag.status === 'active').map((tag) => tag.name);
    await this.list.setTags(member.id, mailingTagUpdate(active, before));
    await this.list.setFields(member.id, fields);
  }
}
