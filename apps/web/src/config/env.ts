/**
 * Build-time settings from the VITE_* variables, parsed when the app is built (apps/web/vite.config.ts
 * gives the result to the app as one constant) so a typo fails the build instead of silently becoming
 * undefined. Checked by hand, not with zod: it was in the entry chunk, which must not carry zod.
 */
const FLAG_VALUES: ReadonlyMap<string, boolean> = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
  ['', false],
]);

function flag(raw: Record<string, unknown>, name: string): boolean {
  const value = raw[name];
  if (value === undefined) return false;
  const parsed = typeof value === 'string' ? FLAG_VALUES.get(value) : undefined;
  if (parsed === undefined) throw new Error(`${name} must be one of 0, 1, true, false or empty`);
  return parsed;
}

function optionalString(
  raw: Record<string, unknown>,
  name: string,
  valid: (value: string) => boolean,
  kind: string,
): string | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !valid(value)) throw new Error(`${name} must be ${kind}`);
  return value;
}

function isUrl(value: string): boolean {
  try {
    return new URL(value).protocol.length > 0;
  } catch {
    return false;
  }
}

// The same shape zod's z.email() accepts in practice: one @, no spaces, a dotted domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const url = (name: string) => optionalString(raw, name, isUrl, 'an absolute URL');
  return {
    maintenance: flag(raw, 'VITE_MAINTENANCE'),
    links: {
      blog: url('VITE_BLOG_URL') ?? DEFAULT_LINKS.blog,
      contactEmail:
        optionalString(raw, 'VITE_CONTACT_EMAIL', (value) => EMAIL.test(value), 'an email address') ??
        DEFAULT_LINKS.contactEmail,
      social: [
        { name: 'Instagram', href: url('VITE_INSTAGRAM_URL') ?? 'https://www.instagram.com/maplepack' },
        { name: 'Facebook', href: url('VITE_FACEBOOK_URL') ?? 'https://www.facebook.com/maplepack' },
        { name: 'Pinterest', href: url('VITE_PINTEREST_URL') ?? 'https://www.pinterest.ca/maplepack' },
      ],
    },
  };
}
