import { Button, Loader } from '@maplepack/ui';
import { type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Alert } from '../components/alert';
import { brand, main, navLink, navList, shell, sidebar, skipLink, who } from '../components/admin.css';
import { useServices, useSession } from '../lib/admin-context';
import { STAFF_TEXT } from '../features/staff/staff-text';
import { TEXT } from '../text';
import { sectionsFor } from './sections';

/** The signed-in shell: the nav (only the sections the role allows), who is signed in, sign out. */
export function Layout({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const staff = useSession((state) => state.staff);
  const recoveryCodesLeft = useSession((state) => state.recoveryCodesLeft);
  if (staff === null) return <Loader />;
  return (
    <div className={shell}>
      <a className={skipLink} href="#content">
        {TEXT.app.skipToContent}
      </a>
      <header className={sidebar}>
        <p className={brand}>{TEXT.app.name}</p>
        <nav aria-label={TEXT.app.mainNav}>
          <ul className={navList}>
            <li>
              <NavLink to="/" end className={navLink}>
                {TEXT.app.home}
              </NavLink>
            </li>
            {sectionsFor(staff.role).map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} className={navLink}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={who}>
          <span>{TEXT.app.signedInAs}</span>
          <strong>{staff.name}</strong>
          <span>{TEXT.roles[staff.role]}</span>
          <NavLink to="/my-security" className={navLink}>
            {STAFF_TEXT.mySecurity}
          </NavLink>
          <Button variant="secondary" size="sm" onClick={() => void session.getState().signOut()}>
            {TEXT.app.signOut}
          </Button>
        </div>
      </header>
      <main id="content" tabIndex={-1} className={main}>
        {recoveryCodesLeft !== null && (
          <Alert tone="notice" message={TEXT.app.recoveryCodesLeft(recoveryCodesLeft)} />
        )}
        {children}
      </main>
    </div>
  );
}
