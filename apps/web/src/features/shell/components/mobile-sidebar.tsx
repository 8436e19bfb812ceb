import { useLingui } from '@lingui/react/macro';
import { Button, buttonClass } from '@maplepack/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { Link } from '../../../components/router-link';
import { HEALTH_ASSESSMENT_LABEL, MAIN_NAV } from '../../../config/nav-links';
import { backdrop, closeRow, link, list, panel } from './sidebar.css';
import { LinkItems } from './link-items';
import { MOBILE_SIDEBAR_ID } from './mobile-sidebar-id';

export interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  blogUrl: string;
  showHealthAssessment: boolean;
  account: ReactNode;
}

/**
 * The phone menu (spec §2): slides over the page, closes with its button, Escape or a tap outside.
 * The layout closes it on every route change, so following a link closes it too.
 */
export function MobileSidebar({ open, onClose, blogUrl, showHealthAssessment, account }: MobileSidebarProps) {
  const { i18n, t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <>
      <div className={backdrop} onClick={onClose} aria-hidden="true" />
      <nav id={MOBILE_SIDEBAR_ID} aria-label={t`Mobile`} className={panel} onKeyDown={onKeyDown}>
        <div className={closeRow}>
          <Button ref={closeRef} variant="ghost" size="sm" onClick={onClose}>
            {t`Close menu`}
          </Button>
        </div>
        {showHealthAssessment && (
          <Link to="/health-assessment" className={buttonClass({ block: true })}>
            {i18n._(HEALTH_ASSESSMENT_LABEL)}
          </Link>
        )}
        <ul className={list}>
          <LinkItems items={MAIN_NAV} className={link} />
          <li>
            <a href={blogUrl} className={link} target="_blank" rel="noopener noreferrer">
              {t`Blog`}
            </a>
          </li>
        </ul>
        {account}
      </nav>
    </>
  );
}
