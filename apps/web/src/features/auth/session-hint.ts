import { SESSION_HINT_COOKIE_NAME } from '@maplepack/api-contract';

/**
 * Whether the browser holds the server's session hint (set and cleared with the httpOnly token
 * cookie). Without it the visitor is a guest for sure and the session check is skipped.
 */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const [name, value] = pair.split('=', 2);
    return name?.trim() === SESSION_HINT_COOKIE_NAME && value !== undefined && value.trim() !== '';
  });
}
