import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { type Db } from '../client';
import { customers } from '../schema/customers';
import { surveySubmissions } from '../schema/survey';

export type SurveyRow = typeof surveySubmissions.$inferSelect;

/** Survey submissions (sealed answers only) and what a submission needs around it. */
export class SurveyRepository {
  constructor(private readonly db: Db) {}

  async byId(id: string): Promise<SurveyRow | undefined> {
    const [row] = await this.db.select().from(surveySubmissions).where(eq(surveySubmissions.id, id));
    return row;
  }

  /** Inserts the submission, or replaces the answers of the one with the same id. */
  async save(row: {
    id: string;
    customerId: number | null;
    version: string;
    answersSealed: string;
    recommendationSealed: string;
    now: Date;
  }): Promise<void> {
    const { now, ...values } = row;
    await this.db
      .insert(surveySubmissions)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: surveySubmissions.id,
        set: {
          customerId: values.customerId,
          version: values.version,
          answersSealed: values.answersSealed,
          recommendationSealed: values.recommendationSealed,
          updatedAt: now,
        },
      });
  }

  /** Points the customer at their latest submission (the auth user's survey_id, spec §3). */
  async linkToCustomer(customerId: number, surveyId: string, now: Date): Promise<void> {
    await this.db.update(customers).set({ surveyId, updatedAt: now }).where(eq(customers.id, customerId));
  }

  /** The customer's latest submission: the one their survey_id names, else the newest of theirs. */
  async latestOf(customerId: number): Promise<SurveyRow | undefined> {
    const [linked] = await this.db
      .select({ row: surveySubmissions })
      .from(customers)
      .innerJoin(surveySubmissions, eq(surveySubmissions.id, customers.surveyId))
      .where(
        and(
          eq(customers.id, customerId),
          isNotNull(customers.surveyId),
          eq(surveySubmissions.customerId, customerId),
        ),
      );
    if (linked !== undefined) return linked.row;
    const [newest] = await this.db
      .select()
      .from(surveySubmissions)
      .where(eq(surveySubmissions.customerId, customerId))
      .orderBy(desc(surveySubmissions.updatedAt))
      .limit(1);
    return newest;
  }

  /**
   * The newest of the guest surveys a browser made (its signed cookie's ids) that no account has
   * taken over: a guest's last assessment.
   */
  async latestGuestOf(ids: readonly string[]): Promise<SurveyRow | undefined> {
    if (ids.length === 0) return undefined;
    const [newest] = await this.db
      .select()
      .from(surveySubmissions)
      .where(and(inArray(surveySubmissions.id, [...ids]), isNull(surveySubmissions.customerId)))
      .orderBy(desc(surveySubmissions.updatedAt))
      .limit(1);
    return newest;
  }
}
