import { type ComponentPropsWithRef, type MouseEvent } from 'react';
import { createPath, type To, useHref, useLocation, useNavigate, useResolvedPath } from 'react-router-dom';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** A click the browser would open in the same tab: anything else (new tab, download…) is left to it. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (target === undefined || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy, crawl) that navigates through the
 * router on a plain click; a click on the page already shown replaces its history entry. Used
 * instead of react-router's Link, which carries its framework-mode prefetching into the first load
 * (about 3 KB gzip of the home route's budget).
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? createPath(location) === createPath(path) });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/**
 * A navigation link marked aria-current="page" while its page, or a page under it, is shown
 * (the home link only on the home page).
 */
export function NavLink({ to, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  const active =
    pathname === target || (target !== '/' && pathname.startsWith(`${target.replace(/\/$/, '')}/`));
  return <Link {...rest} to={to} aria-current={active ? 'page' : undefined} />;
}
