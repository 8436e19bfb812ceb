import { type StaffPermission, staffCan } from '@maplepack/access';
import { Loader } from '@maplepack/ui';
import { useEffect, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { PageHeading } from '../components/page-heading';
import { AuditPage } from '../features/audit/audit-page';
import { CustomerListPage } from '../features/customers/customer-list-page';
import { CustomerPage } from '../features/customers/customer-page';
import { catalogueRoutes } from '../features/catalogue/catalogue-routes';
import { contentRoutes } from '../features/content/content-routes';
import { scheduleRoutes } from '../features/schedules/schedules-routes';
import { FulfilmentPage } from '../features/fulfilment/fulfilment-page';
import { OrderListPage } from '../features/orders/order-list-page';
import { OrderPage } from '../features/orders/order-page';
import { MySecurityPage } from '../features/staff/my-security-page';
import { StaffPage } from '../features/staff/staff-page';
import { SignInScreen } from '../features/session/sign-in-screen';
import { SubscriptionListPage } from '../features/subscriptions/subscription-list-page';
import { SubscriptionPage } from '../features/subscriptions/subscription-page';
import { useServices, useSession } from '../lib/admin-context';
import { TEXT } from '../text';
import { careRoutes } from './care-routes';
import { Layout } from './layout';
import { sectionsFor } from './sections';

/**
 * The back office: the sign-in screen until someone is signed in (at whatever address was asked for, so
 * the page shows once they are), then the layout and the page. A page the role may not open says so.
 */
export function App() {
  const { session } = useServices();
  const status = useSession((state) => state.status);
  useEffect(() => {
    void session.getState().restore();
  }, [session]);
  if (status === 'checking') return <Loader />;
  if (status === 'signed-out') return <SignInScreen />;
  return (
    <Layout>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route
          path="/orders"
          element={
            <Allowed permission="orders.read">
              <OrderListPage />
            </Allowed>
          }
        />
        <Route
          path="/orders/:id"
          element={
            <Allowed permission="orders.read">
              <OrderPage />
            </Allowed>
          }
        />
        <Route
          path="/subscriptions"
          element={
            <Allowed permission="subscriptions.read">
              <SubscriptionListPage />
            </Allowed>
          }
        />
        <Route
          path="/subscriptions/:id"
          element={
            <Allowed permission="subscriptions.read">
              <SubscriptionPage />
            </Allowed>
          }
        />
        <Route
          path="/customers"
          element={
            <Allowed permission="customers.read">
              <CustomerListPage />
            </Allowed>
          }
        />
        <Route
          path="/customers/:id"
          element={
            <Allowed permission="customers.read">
              <CustomerPage />
            </Allowed>
          }
        />
        <Route
          path="/fulfilment"
          element={
            <Allowed permission="fulfilment.read">
              <FulfilmentPage />
            </Allowed>
          }
        />
        <Route
          path="/audit"
          element={
            <Allowed permission="audit.read">
              <AuditPage />
            </Allowed>
          }
        />
        {careRoutes((permission, page) => (
          <Allowed permission={permission}>{page}</Allowed>
        ))}
        {catalogueRoutes(Allowed)}
        {contentRoutes(Allowed)}
        {scheduleRoutes(Allowed)}
        <Route
          path="/staff"
          element={
            <Allowed permission="staff.manage">
              <StaffPage />
            </Allowed>
          }
        />
        <Route path="/my-security" element={<MySecurityPage />} />
        <Route path="*" element={<Message text={TEXT.app.notFound} />} />
      </Routes>
    </Layout>
  );
}

function Allowed({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const staff = useSession((state) => state.staff);
  if (staff === null || !staffCan(staff.role, permission)) return <Message text={TEXT.app.forbidden} />;
  return <>{children}</>;
}

function Message({ text }: { text: string }) {
  return <PageHeading>{text}</PageHeading>;
}

function Home() {
  const staff = useSession((state) => state.staff);
  if (staff === null) return null;
  return (
    <>
      <PageHeading>{TEXT.app.welcome(staff.name)}</PageHeading>
      <p>{TEXT.app.homeIntro}</p>
      <ul>
        {sectionsFor(staff.role).map((section) => (
          <li key={section.path}>
            <Link to={section.path}>{section.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
