import { type Language } from '@maplepack/api-contract';
import { type FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { type Db } from '../../db/client';
import { CustomerRepository } from '../../db/repositories/customer-repository';
import { surveyResultsEmail } from '../../emails/survey-results-email';
import { queueMail } from '../renewals/outbox';
import { parseAnswers } from './survey-service';

/** The assessment's e-mail question and first-name question (survey v1.5 refs). */
const EMAIL_REF = 'email';
const NAME_REF = 'name';

const emailSchema = z.email().max(254);

/** The outbox key of a survey's results e-mail: one per survey id, however often it is posted. */
export const surveyResultsMailKey = (surveyId: string): string => `survey-results:${surveyId}`;

export interface SurveyResultsMailOptions {
  publicUrl: string;
  /** Sends what the outbox holds now (the renewal runtime's sender), not waiting for the cron. */
  sendNow: () => Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * "We will email you a copy of your results": after a stored submission that answered the e-mail
 * question, queues one e-mail (first name and a link to the results page, nothing else) in the outbox
 * and asks the outbox to send at once. A failure is logged and never fails the submission; the cron
 * sends what is left. `idle` waits for the sends under way (shutdown, tests).
 */
export class SurveyResultsMail {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly options: SurveyResultsMailOptions,
  ) {}

  /**
   * Whether the e-mail was queued now (false: no valid e-mail answer, or queued before for this survey).
   * In the customer's language, or for a guest the language of the request (`requestLanguage`).
   */
  async afterSubmit(
    surveyId: string,
    value: string,
    customerId: number | null,
    now: Date,
    requestLanguage: Language = 'en',
  ): Promise<boolean> {
    const parsed = parseAnswers(value);
    if (!parsed.ok) return false;
    const email = emailSchema.safeParse(parsed.answers[EMAIL_REF]);
    if (!email.success) return false;
    const name = parsed.answers[NAME_REF];
    const firstName = typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 100) : null;
    let queued: boolean;
    try {
      const language =
        customerId === null
          ? requestLanguage
          : ((await new CustomerRepository(this.db).byId(customerId))?.language ?? requestLanguage);
      const mail = await surveyResultsEmail({
        to: email.data,
        firstName,
        publicUrl: this.options.publicUrl,
        language,
      });
      queued = await queueMail(
        this.db,
        { key: surveyResultsMailKey(surveyId), kind: 'survey-results', customerId, mail },
        now,
      );
    } catch (error) {
      this.options.log.error({ err: error }, 'survey results e-mail could not be queued');
      return false;
    }
    if (queued) this.kick();
    return queued;
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private kick(): void {
    const work: Promise<void> = this.options
      .sendNow()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox send after a survey failed'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }
}
