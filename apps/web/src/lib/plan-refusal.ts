import { isApiError } from '@maplepack/api-client';
import {
  packRefusedBodySchema,
  SUBSCRIPTION_ERROR_FALLBACK,
  SUBSCRIPTION_MESSAGES,
  type PackViolation,
} from '@maplepack/api-contract';

/** Why a plan cannot be saved, as a person reads it: a message and each reason. */
export interface PlanRefusal {
  message: string;
  reasons: string[];
}

/** One safety reason as a line: the product, then the rule's own sentence. */
export const reasonText = (reason: PackViolation): string => `${reason.product_name}: ${reason.message}`;

/** The preview's safety reasons, shown before saving with the words the save would answer. */
export function safetyRefusal(reasons: readonly PackViolation[]): PlanRefusal {
  return { message: SUBSCRIPTION_MESSAGES.unsafePack, reasons: reasons.map(reasonText) };
}

/** Why the server refused the new plan, as a person reads it: its message and each reason. */
export function refusalOf(error: unknown): PlanRefusal {
  if (!isApiError(error)) return { message: SUBSCRIPTION_ERROR_FALLBACK, reasons: [] };
  const body =
    typeof error.details === 'object' && error.details !== null && 'body' in error.details
      ? error.details.body
      : undefined;
  const refused = packRefusedBodySchema.safeParse(body);
  if (!refused.success) return { message: error.message, reasons: [] };
  return { message: refused.data.error.message, reasons: refused.data.error.reasons.map(reasonText) };
}

/** A 403 on a plan: it is not this person's (spec §5's red toast). */
export const isAccessDenied = (error: unknown): boolean => isApiError(error) && error.status === 403;
