import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/router-link';
import { menu, menuItem, menuList, menuName, menuToggle } from './chrome.css';
import { Icon } from '../../../components/icon';

export interface AccountMenuProps {
  firstName: string;
  onLogout: () => void;
}

/**
 * The signed-in header item (spec §2 my-account layout): the first name links to /subscription; a
 * dropdown holds My Account (/account-details) and Logout.
 */
export function AccountMenu({ firstName, onLogout }: AccountMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <div ref={rootRef} className={menu} onKeyDown={onKeyDown}>
      <Link to="/subscription" className={menuName}>
        {firstName}
      </Link>
      <button
        type="button"
        className={menuToggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t`Account menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="chevronDown" sizePx={18} />
      </button>
      {open && (
        <ul id={listId} className={menuList}>
          <li>
            <Link to="/account-details" className={menuItem}>
              {t`My Account`}
            </Link>
          </li>
          <li>
            <button type="button" className={menuItem} onClick={onLogout}>
              {t`Logout`}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
