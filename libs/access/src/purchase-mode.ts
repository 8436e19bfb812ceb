import { z } from 'zod';
import { type AccessUser, isLoggedIn } from './auth-user';

export const PURCHASE_MODES = [
  'signedin_healthassessment',
  'signedin_buildmypack',
  'guest_healthassessment',
  'guest_buildmypack',
] as const;
export const purchaseModeSchema = z.enum(PURCHASE_MODES);
export type PurchaseMode = z.infer<typeof purchaseModeSchema>;

/**
 * Spec §4 "Purchase mode": signed in or guest by login; healthassessment when the survey cart exists
 * (the cart came from the assessment), buildmypack otherwise.
 */
export function purchaseModeOf(input: { user: AccessUser | null; hasSurveyCart: boolean }): PurchaseMode {
  const who = isLoggedIn(input.user) ? 'signedin' : 'guest';
  const how = input.hasSurveyCart ? 'healthassessment' : 'buildmypack';
  return `${who}_${how}`;
}

/** The header's Health Assessment button shows only to guests (spec §2 "Header and footer"). */
export function showsHealthAssessmentButton(mode: PurchaseMode): boolean {
  return mode === 'guest_healthassessment' || mode === 'guest_buildmypack';
}
