import { type StaffPermission } from '@maplepack/access';
import { type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ContentListPage } from './content-list-page';
import { ContentPage } from './content-page';

/** The content pages, each behind the app's permission guard. */
export function contentRoutes(Allowed: ComponentType<{ permission: StaffPermission; children: ReactNode }>) {
  return [
    <Route
      key="content"
      path="/content"
      element={
        <Allowed permission="content.write">
          <ContentListPage />
        </Allowed>
      }
    />,
    <Route
      key="content-page"
      path="/content/:slug"
      element={
        <Allowed permission="content.write">
          <ContentPage />
        </Allowed>
      }
    />,
  ];
}
