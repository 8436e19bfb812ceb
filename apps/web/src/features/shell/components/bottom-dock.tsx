import { type ReactNode } from 'react';
import { bottomDock, helpSlot } from './bottom-dock.css';
import { CookieBar } from './cookie-bar';

export interface BottomDockProps {
  helpWidget?: ReactNode;
  cookieAccepted: boolean;
  onAcceptCookies: () => void;
}

/** The help button and, under it while it asks, the cookie bar: fixed at the bottom of the screen. */
export function BottomDock({ helpWidget, cookieAccepted, onAcceptCookies }: BottomDockProps) {
  return (
    <div className={bottomDock}>
      {helpWidget === undefined ? null : <div className={helpSlot}>{helpWidget}</div>}
      <CookieBar accepted={cookieAccepted} onAccept={onAcceptCookies} />
    </div>
  );
}
