import { type StaffPermission } from '@maplepack/access';

/**
 * The content pages' nav entry (issue 18: the catalogue role and the owner), by the permission its API checks.
 * Its label is written here, not read from CONTENT_TEXT, so the pages' words stay in their lazily loaded chunk.
 */
export const CONTENT_SECTION = {
  path: '/content',
  label: 'Content pages',
  permission: 'content.write',
} as const satisfies { path: string; label: string; permission: StaffPermission };
