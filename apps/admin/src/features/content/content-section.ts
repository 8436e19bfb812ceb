import { type StaffPermission } from '@maplepack/access';
import { CONTENT_TEXT } from './content-text';

/** The content pages' nav entry (issue 18: the catalogue role and the owner), by the permission its API checks. */
export const CONTENT_SECTION = {
  path: '/content',
  label: CONTENT_TEXT.section,
  permission: 'content.write',
} as const satisfies { path: string; label: string; permission: StaffPermission };
