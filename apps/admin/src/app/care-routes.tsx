import { type StaffPermission } from '@maplepack/access';
import { type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { DashboardPage } from '../features/care/dashboard-page';
import { HealthAnswersPage } from '../features/care/health-answers-page';
import { PrivacyRequestsPage } from '../features/care/privacy-requests-page';
import { SafetyRulesPage } from '../features/care/safety-rules-page';

const PAGES: [string, StaffPermission, () => ReactNode][] = [
  ['/dashboard', 'dashboard.read', () => <DashboardPage />],
  ['/health-answers', 'health-answers.read', () => <HealthAnswersPage />],
  ['/safety-rules', 'safety.read', () => <SafetyRulesPage />],
  ['/privacy-requests', 'privacy.requests', () => <PrivacyRequestsPage />],
];

/**
 * The routes of the care pages, as <Route> elements for app.tsx's <Routes> (a function, not a
 * component: <Routes> reads its children's props). `allowed` is app.tsx's permission gate.
 */
export function careRoutes(allowed: (permission: StaffPermission, page: ReactNode) => ReactNode) {
  return PAGES.map(([path, permission, page]) => (
    <Route key={path} path={path} element={allowed(permission, page())} />
  ));
}
