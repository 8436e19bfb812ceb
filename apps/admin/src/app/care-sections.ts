import { type StaffPermission } from '@maplepack/access';
import { CARE_TEXT } from '../text-care';

/** The dashboard, the pharmacist's pages and the privacy requests (issue 18), by the permission their API checks. */
export const CARE_SECTIONS = [
  { path: '/dashboard', label: CARE_TEXT.sections.dashboard, permission: 'dashboard.read' },
  { path: '/health-answers', label: CARE_TEXT.sections.healthAnswers, permission: 'health-answers.read' },
  { path: '/safety-rules', label: CARE_TEXT.sections.safetyRules, permission: 'safety.read' },
  { path: '/privacy-requests', label: CARE_TEXT.sections.privacy, permission: 'privacy.requests' },
] as const satisfies readonly { path: string; label: string; permission: StaffPermission }[];
