import { safeLocalRedirect } from '@maplepack/access';
import { z } from 'zod';

/**
 * The acf shapes the pages read (apps/api/seed/pages). The storefront parses, never asserts: content
 * that does not match shows 'No valid data retrieved' instead of a broken page. Extra fields are
 * ignored. The back office saves a page only when its schema here accepts it (issue 18).
 */
// Bounded, so the back office's saves are too (issue 11): far above any page's longest text or list.
const MAX_TEXT = 20_000;
const MAX_ITEMS = 200;
const text = z.string().min(1).max(MAX_TEXT);
const optionalText = z.string().max(MAX_TEXT).optional();
const section = z.object({ heading: text, text });
// A button's route must stay on this site (spec §2: redirect paths must be local).
const link = z.object({
  label: text,
  route: z.string().refine((route) => safeLocalRedirect(route) !== undefined),
});

export const homeAcfSchema = z.object({
  hero: z.object({ headline: text, subheadline: text, primary_button: link, secondary_button: link }),
  how_it_works: z.object({
    title: text,
    steps: z
      .array(z.object({ title: text, text }))
      .min(1)
      .max(MAX_ITEMS),
  }),
  promises: z.array(z.object({ title: text, text })).default([]),
  testimonial: z.object({ quote: text, author: text }).optional(),
});

export const sectionsAcfSchema = z.object({
  title: text,
  last_updated: optionalText,
  sections: z.array(section).min(1).max(MAX_ITEMS),
});

export const teamAcfSchema = z.object({
  title: text,
  intro: text,
  team: z.array(z.object({ name: text, role: text, bio: text })).max(MAX_ITEMS),
  advisory_board: z.object({
    anchor: z.string().regex(/^[a-z][a-z0-9-]*$/),
    title: text,
    intro: text,
    members: z.array(z.object({ name: text, credentials: text, focus: text })).max(MAX_ITEMS),
    contact: optionalText,
  }),
});

export const faqAcfSchema = z.object({
  title: text,
  questions: z
    .array(z.object({ question: text, answer: text }))
    .min(1)
    .max(MAX_ITEMS),
});

export const referencesAcfSchema = z.object({
  title: text,
  intro: optionalText,
  references: z
    .array(z.object({ title: text, publisher: text, url: z.url({ protocol: /^https?$/ }) }))
    .min(1)
    .max(MAX_ITEMS),
});

export const thankYouAcfSchema = z.object({
  title: text,
  text,
  next_steps: z.array(text).default([]),
  button: link.optional(),
});

export const footerAcfSchema = z.object({ disclaimer: text, copyright: text });

export const productsAcfSchema = z.object({
  intro: optionalText,
  dose_note: optionalText,
  disclaimer: optionalText,
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
