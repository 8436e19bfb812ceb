/**
 * A full page load, for the few moves that must drop all in-memory state (spec §4: logout "reloads
 * the page"). Its own module so tests can replace it: jsdom cannot navigate documents.
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
