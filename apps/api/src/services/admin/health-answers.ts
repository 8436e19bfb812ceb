import {
  type AdminAnswerLine,
  type AdminAssessmentSummary,
  type AdminAssessmentView,
} from '@maplepack/api-contract';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { desc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { type Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { surveySubmissions } from '../../db/schema/survey';
import { open } from '../../security/sealed-box';
import { likeText, recordAudit } from './audit-log';

/**
 * The pharmacist's reading of health answers (issue 18, Law 25). The search answers no health data
 * (e-mail, id, dates); opening one assessment needs a stated reason and writes the audit entry (who,
 * when, which assessment, why) in the same transaction as the read, so no answer leaves unlogged.
 */
export async function searchAssessments(db: Db, q: string | undefined): Promise<AdminAssessmentSummary[]> {
  const text = q?.trim() ?? '';
  const rows = await db
    .select({
      id: surveySubmissions.id,
      email: customers.email,
      version: surveySubmissions.version,
      createdAt: surveySubmissions.createdAt,
    })
    .from(surveySubmissions)
    .leftJoin(customers, eq(customers.id, surveySubmissions.customerId))
    .where(
      text === '' ? undefined : or(eq(surveySubmissions.id, text), ilike(customers.email, likeText(text))),
    )
    .orderBy(desc(surveySubmissions.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    customer_email: row.email,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  }));
}

const QUESTIONS = new Map(SURVEY_V1_5.fields.map((field) => [field.ref, field]));

function answerText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  if (typeof value === 'object' && value !== null && 'each' in value && Array.isArray(value.each))
    return value.each.map(answerText).join('; ');
  return JSON.stringify(value);
}

/** The answers in the survey's order, each with its question as the survey words it (English). */
export function readableAnswers(answers: Record<string, unknown>): AdminAnswerLine[] {
  const order = [...QUESTIONS.keys()];
  const position = (ref: string) => {
    const at = order.indexOf(ref);
    return at === -1 ? order.length : at;
  };
  return Object.entries(answers)
    .sort(([a], [b]) => position(a) - position(b))
    .map(([ref, value]) => {
      const field = QUESTIONS.get(ref);
      const question = field?.title.trim() || ref;
      const choices = field?.properties.choices ?? [];
      const label = (text: unknown) =>
        typeof text === 'string' ? (choices.find((c) => c.ref === text)?.label ?? text) : text;
      const shown = Array.isArray(value) ? value.map(label) : label(value);
      return { ref, question, answer: answerText(shown) };
    });
}

const storedRecommendation = z
  .object({
    /** The stored answer of POST /survey (surveyRecommendationSchema): `selected` is the tier. */
    selected: z.union([z.string(), z.number()]).nullable().optional(),
    tiers: z
      .record(z.string(), z.array(z.object({ name: z.string(), reason: z.string().default('') })))
      .optional(),
    excluded: z.array(z.object({ name: z.string(), why: z.string() })).optional(),
  })
  .passthrough();

function readableRecommendation(
  value: unknown,
): Pick<AdminAssessmentView, 'recommended_tier' | 'recommended' | 'excluded'> {
  const parsed = storedRecommendation.safeParse(value);
  if (!parsed.success) return { recommended_tier: null, recommended: [], excluded: [] };
  const tier = parsed.data.selected ?? null;
  const tierKey = tier === null ? null : String(tier);
  const products = tierKey === null ? [] : (parsed.data.tiers?.[tierKey] ?? []);
  return {
    recommended_tier: tierKey,
    recommended: products.map(({ name, reason }) => ({ name, reason })),
    excluded: parsed.data.excluded ?? [],
  };
}

export async function viewAssessment(
  db: Db,
  dataKey: Buffer,
  input: { id: string; staffId: number; reason: string; ip: string; now: Date },
): Promise<AdminAssessmentView | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ submission: surveySubmissions, email: customers.email })
      .from(surveySubmissions)
      .leftJoin(customers, eq(customers.id, surveySubmissions.customerId))
      .where(eq(surveySubmissions.id, input.id));
    if (row === undefined) return null;
    const { submission } = row;
    await recordAudit(tx, {
      at: input.now,
      staffId: input.staffId,
      action: 'health-answers.viewed',
      targetType: 'assessment',
      targetId: submission.id,
      after: { customer_id: submission.customerId },
      reason: input.reason,
      ip: input.ip,
    });
    const answers = JSON.parse(open(dataKey, submission.answersSealed, submission.id)) as Record<
      string,
      unknown
    >;
    const recommendation =
      submission.recommendationSealed === null
        ? null
        : (JSON.parse(
            open(dataKey, submission.recommendationSealed, `${submission.id}:recommendation`),
          ) as unknown);
    return {
      id: submission.id,
      customer_email: row.email,
      version: submission.version,
      created_at: submission.createdAt.toISOString(),
      answers: readableAnswers(answers),
      ...readableRecommendation(recommendation),
    };
  });
}
