import { z } from 'zod';
import {
  formatIssuePath,
  structuralIssues,
  surveyDefinitionSchema,
  type SurveyDefinition,
} from './definition';

/** A definition as lint reads it: any version, refs not yet known to be unique. */
export type LintableDefinition = Omit<SurveyDefinition, 'version'> & { version: string };

export type LintLoadResult =
  | { ok: true; definition: LintableDefinition }
  | { ok: false; code: 'definition.invalid'; message: string; issues: string[] };

const lintableSchema = surveyDefinitionSchema.extend({ version: z.string().min(1) });

const MAX_ISSUES_IN_MESSAGE = 5;

/**
 * Parses a definition for `survey lint` (CONTRACTS §1): like `loadDefinition`, but of any version,
 * and a duplicate ref is left for lint to report as a finding rather than refused. What lint
 * cannot read (not the definition format, a choice question without choices) is still refused.
 */
export function loadDefinitionForLint(json: unknown): LintLoadResult {
  const parsed = lintableSchema.safeParse(json, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined),
  });
  const issues = parsed.success
    ? structuralIssues(parsed.data, { duplicates: false })
    : parsed.error.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
  if (parsed.success && issues.length === 0) return { ok: true, definition: parsed.data };
  const shown = issues.slice(0, MAX_ISSUES_IN_MESSAGE);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  return { ok: false, code: 'definition.invalid', message: shown.join('; ') + more, issues };
}
