import { createHash } from 'node:crypto';
import { type Product } from '@maplepack/catalog';
import {
  type AdminSafetyRulesResponse,
  type AdminSafetySignOff,
  type AdminSafetyTable,
} from '@maplepack/api-contract';
import { safetyRulesDocument, upperLimitsFor } from '@maplepack/recommendation';
import { desc, eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { safetySignOffs } from '../../db/schema/safety';
import { staff } from '../../db/schema/staff';
import { recordAudit } from './audit-log';

/**
 * What the pharmacist reviews (issue 18): the safety rules document that libs/recommendation
 * generates for the products the shop sells (the same generator as docs/safety-rules.md, never a
 * retyped copy), plus the upper limits and each product's declared allergens, which are rules of
 * product data. The fingerprint is the SHA-256 of exactly that text: a changed rule, source, dose,
 * allergen or product makes a new fingerprint, so the page says the sign-off is out of date.
 */
export function safetyReviewText(catalogue: readonly Product[]): string {
  const products = [...catalogue].sort((a, b) => a.id - b.id);
  const under51 = upperLimitsFor({ age: 30 });
  const from51 = upperLimitsFor({ age: 51 });
  const lines = [
    safetyRulesDocument(products),
    '## Adult upper limits per day',
    '',
    '| Nutrient | Under 51 | From 51 |',
    '| --- | --- | --- |',
    ...under51.map((limit, i) => {
      const older = from51[i]?.perDay ?? limit.perDay;
      return `| ${limit.label} | ${limit.perDay} ${limit.unit} | ${older} ${limit.unit} |`;
    }),
    '',
    '## Allergens declared',
    '',
    '| Product | Allergens (never recommended to a person who reports one) |',
    '| --- | --- |',
    ...products
      .filter((p) => p.allergens.length > 0)
      .map((p) => `| ${p.name} (${p.id}) | ${p.allergens.join(', ')} |`),
    '',
  ];
  return lines.join('\n');
}

export const fingerprintOf = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The document's tables, for the page: each `## title` followed by a Markdown table. */
export function tablesOf(markdown: string): AdminSafetyTable[] {
  const tables: AdminSafetyTable[] = [];
  let title = '';
  let current: AdminSafetyTable | null = null;
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll('\\|', '|').replaceAll('<br>', '\n').replaceAll('**', ''));
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      title = line.slice(3).trim();
      current = null;
    } else if (line.startsWith('|')) {
      if (current === null) {
        current = { title, columns: cells(line), rows: [] };
        tables.push(current);
      } else if (!/^\|[\s|-]+\|$/.test(line)) current.rows.push(cells(line));
    } else current = null;
  }
  return tables;
}

async function signOffs(db: Db): Promise<AdminSafetySignOff[]> {
  const rows = await db
    .select({ row: safetySignOffs, email: staff.email })
    .from(safetySignOffs)
    .innerJoin(staff, eq(staff.id, safetySignOffs.staffId))
    .orderBy(desc(safetySignOffs.signedAt), desc(safetySignOffs.id))
    .limit(50);
  return rows.map(({ row, email }) => ({
    id: row.id,
    staff_email: email,
    fingerprint: row.fingerprint,
    signed_at: row.signedAt.toISOString(),
  }));
}

export async function safetyRulesPage(
  db: Db,
  catalogue: readonly Product[],
): Promise<AdminSafetyRulesResponse> {
  const text = safetyReviewText(catalogue);
  const fingerprint = fingerprintOf(text);
  const past = await signOffs(db);
  return {
    fingerprint,
    tables: tablesOf(text),
    sign_offs: past,
    current_signed: past[0]?.fingerprint === fingerprint,
  };
}

/**
 * Records the pharmacist's sign-off of the rules whose fingerprint they read, with its audit entry
 * in the same transaction. Answers null when the rules changed since (they must read the new ones).
 */
export async function signOffRules(
  db: Db,
  catalogue: readonly Product[],
  input: { staffId: number; fingerprint: string; ip: string; now: Date },
): Promise<AdminSafetySignOff | null> {
  const current = fingerprintOf(safetyReviewText(catalogue));
  if (current !== input.fingerprint) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(safetySignOffs)
      .values({ staffId: input.staffId, fingerprint: current, signedAt: input.now })
      .returning();
    if (row === undefined) throw new Error('sign-off not stored');
    await recordAudit(tx, {
      at: input.now,
      staffId: input.staffId,
      action: 'safety.signed-off',
      targetType: 'safety-rules',
      targetId: current.slice(0, 16),
      after: { fingerprint: current, sign_off_id: row.id },
      ip: input.ip,
    });
    const [{ email } = { email: '' }] = await tx
      .select({ email: staff.email })
      .from(staff)
      .where(eq(staff.id, input.staffId));
    return { id: row.id, staff_email: email, fingerprint: current, signed_at: row.signedAt.toISOString() };
  });
}

/** The public date of the last review (null: never signed off). */
export async function lastSafetyReview(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ signedAt: safetySignOffs.signedAt })
    .from(safetySignOffs)
    .orderBy(desc(safetySignOffs.signedAt))
    .limit(1);
  return row?.signedAt.toISOString() ?? null;
}
