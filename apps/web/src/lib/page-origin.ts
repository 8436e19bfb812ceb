let serverOrigin = '';

/** The shop's public origin for a server render (the API's PUBLIC_URL), which has no window to ask. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The page's origin: the browser's, or the one the server renders for. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
