/** A content page as seeded: the shop's copy lives in `acf`, one shape per page (spec §3). */
export interface SeedPage {
  slug: string;
  title: string;
  acf: Record<string, unknown>;
  /** The page in French, the same shape as `acf`; absent until written (the English is shown). */
  fr?: { title: string; acf: Record<string, unknown> };
}
