import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/**
 * Build-time settings from Vite's `import.meta.env` (VITE_* variables), parsed once at start-up so a
 * typo fails loudly instead of silently becoming undefined.
 */
const envSchema = z.object({
  /** VITE_MAINTENANCE=1 shows the maintenance screen instead of the shop (spec §2: currently off). */
  VITE_MAINTENANCE: flag,
  VITE_BLOG_URL: z.url().optional(),
  VITE_CONTACT_EMAIL: z.email().optional(),
  VITE_INSTAGRAM_URL: z.url().optional(),
  VITE_FACEBOOK_URL: z.url().optional(),
  VITE_PINTEREST_URL: z.url().optional(),
});

export interface AppConfig {
  maintenance: boolean;
  links: SiteLinks;
}

export interface SiteLinks {
  blog: string;
  contactEmail: string;
  social: ReadonlyArray<{ name: string; href: string }>;
}

/**
 * Placeholders until marketing gives the real addresses; each is overridable by a VITE_* variable.
 * They point at maplepack.ca, which the shop's own domain will be.
 */
export const DEFAULT_LINKS: SiteLinks = {
  blog: 'https://blog.maplepack.ca',
  contactEmail: 'hello@maplepack.ca',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/maplepack' },
    { name: 'Facebook', href: 'https://www.facebook.com/maplepack' },
    { name: 'Pinterest', href: 'https://www.pinterest.ca/maplepack' },
  ],
};

export const DEFAULT_CONFIG: AppConfig = { maintenance: false, links: DEFAULT_LINKS };

/** The app's settings from raw env values; throws (at start-up) when one is malformed. */
export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const env = envSchema.parse(raw);
  return {
    maintenance: env.VITE_MAINTENANCE,
    links: {
      blog: env.VITE_BLOG_URL ?? DEFAULT_LINKS.blog,
      contactEmail: env.VITE_CONTACT_EMAIL ?? DEFAULT_LINKS.contactEmail,
      social: [
        { name: 'Instagram', href: env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/maplepack' },
        { name: 'Facebook', href: env.VITE_FACEBOOK_URL ?? 'https://www.facebook.com/maplepack' },
        { name: 'Pinterest', href: env.VITE_PINTEREST_URL ?? 'https://www.pinterest.ca/maplepack' },
      ],
    },
  };
}
