// Kept apart from the auth schemas: the web app's first page reads the hint's name, and must not carry zod.

/** The httpOnly cookie that carries the token for the browser (the same token as the Bearer one). */
export const AUTH_COOKIE_NAME = 'maplepack_token';

/**
 * A cookie scripts may read, set and cleared with the token cookie. It holds no secret ('1'): it
 * only tells the web app that a session may exist. Without it the app knows the visitor is a guest and
 * skips the session check, so a guest's first page needs no round trip and logs no 401.
 */
export const SESSION_HINT_COOKIE_NAME = 'maplepack_signed_in';

/**
 * When a change ends every session but the caller's (an e-mail change), a Bearer caller gets its
 * new token in this response header; a cookie caller gets a new cookie instead.
 */
export const RENEWED_TOKEN_HEADER = 'x-maplepack-token';

/**
 * Sent by the api client with every POST, PUT, PATCH and DELETE. The server refuses such a request
 * when it carries one of our cookies but not this header (a cross-site form or a same-site
 * subdomain cannot add a header without the API's CORS permission, which it never gives).
 */
export const CLIENT_HEADER_NAME = 'x-maplepack-client';

/**
 * The signed, httpOnly cookie naming the guest surveys this browser submitted; a survey is attached
 * to an account only from the browser that made it (or when it is already the customer's).
 */
export const GUEST_SURVEYS_COOKIE_NAME = 'maplepack_surveys';
