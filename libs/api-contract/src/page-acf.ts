import { safeLocalRedirect } from '@maplepack/access';
import { z } from 'zod';

/**
 * The acf shapes the pages read (apps/api/seed/pages). The storefront parses, never asserts: content
 * that does not match shows 'No valid data retrieved' instead of a broken page. Extra fields are
 * ignored. The back office saves a page only when its schema here accepts it (issue 18).
 */
const text = z.string().min(1);
const section = z.object({ heading: text, text });
// A button's route must stay on this site (spec §2: redirect paths must be local).
const link = z.object({
  label: text,
  route: z.string().refine((route) => safeLocalRedirect(route) !== undefined),
});

export const homeAcfSchema = z.object({
  hero: z.object({ headline: text, subheadline: text, primary_button: link, secondary_button: link }),
  how_it_works: z.object({ title: text, steps: z.array(z.object({ title: text, text })).min(1) }),
  promises: z.array(z.object({ title: text, text })).default([]),
  testimonial: z.object({ quote: text, author: text }).optional(),
});

export const sectionsAcfSchema = z.object({
  title: text,
  last_updated: z.string().optional(),
  sections: z.array(section).min(1),
});

export const teamAcfSchema = z.object({
  title: text,
  intro: text,
  team: z.array(z.object({ name: text, role: text, bio: text })),
  advisory_board: z.object({
    anchor: z.string().regex(/^[a-z][a-z0-9-]*$/),
    title: text,
    intro: text,
    members: z.array(z.object({ name: text, credentials: text, focus: text })),
    contact: z.string().optional(),
  }),
});

export const faqAcfSchema = z.object({
  title: text,
  questions: z.array(z.object({ question: text, answer: text })).min(1),
});

export const referencesAcfSchema = z.object({
  title: text,
  intro: z.string().optional(),
  references: z
    .array(z.object({ title: text, publisher: text, url: z.url({ protocol: /^https?$/ }) }))
    .min(1),
});

export const thankYouAcfSchema = z.object({
  title: text,
  text,
  next_steps: z.array(text).default([]),
  button: link.optional(),
});

export const footerAcfSchema = z.object({ disclaimer: text, copyright: text });

export const productsAcfSchema = z.object({
  intro: z.string().optional(),
  dose_note: z.string().optional(),
  disclaimer: z.string().optional(),
});

/**
 * The pages the back office edits (issue 18), each with the schema the storefront renders it with.
 * Home, footer and the checkout pages stay with the developers: their layout is code.
 */
export const EDITABLE_PAGE_SCHEMAS = {
  about: sectionsAcfSchema,
  faq: faqAcfSchema,
  team: teamAcfSchema,
  references: referencesAcfSchema,
  privacy: sectionsAcfSchema,
  terms: sectionsAcfSchema,
} as const;
