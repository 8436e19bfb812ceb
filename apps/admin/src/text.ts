/**
 * Every word the back office shows, in one place (English only for now: docs/decisions.md, "Back office
 * language"), so a French catalogue can follow without hunting strings through components.
 */
export const TEXT = {
  app: {
    name: 'Maplepack back office',
  },
} as const;
