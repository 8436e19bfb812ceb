import { type FastifyPluginAsync } from 'fastify';
import admin from './api/v1/admin';
import adminCare from './api/v1/admin-care';
import adminCatalogue from './api/v1/admin/catalogue';
import adminContent from './api/v1/admin/content';
import adminSchedules from './api/v1/admin/schedules';
import adminStaff from './api/v1/admin-staff';
import account from './api/v1/account';
import auth from './api/v1/auth';
import categories from './api/v1/categories';
import checkout from './api/v1/checkout';
import coupons from './api/v1/coupons';
import customers from './api/v1/customers';
import health from './api/v1/health';
import help from './api/v1/help';
import mailchimp from './api/v1/mailchimp';
import pages from './api/v1/pages';
import payments from './api/v1/payments';
import paymentsTestAuthentication from './api/v1/payments/test-authentication';
import stripeWebhook from './api/v1/stripe-webhook';
import products from './api/v1/products';
import resetPass from './api/v1/reset-pass';
import safetyReview from './api/v1/safety-review';
import shipping from './api/v1/shipping';
import survey from './api/v1/survey';
import taxes from './api/v1/taxes';
import trialProgram from './api/v1/trial-program';
import newsletter from './api/v3/newsletter';
import orders from './api/v1/orders';
import subscriptions from './api/v1/subscriptions';
import welcomeBooklet from './welcome-booklet';

/** Every /api/v1 resource. A new resource adds one line here (apps/api/README.md). */
const API_V1: readonly FastifyPluginAsync[] = [
  health,
  products,
  categories,
  taxes,
  shipping,
  coupons,
  trialProgram,
  pages,
  help,
  auth,
  mailchimp,
  survey,
  payments,
  stripeWebhook,
  customers,
  resetPass,
  orders,
  subscriptions,
  account,
  checkout,
  paymentsTestAuthentication,
  admin,
  adminCare,
  safetyReview,
  adminCatalogue,
  adminContent,
  adminSchedules,
  adminStaff,
];

export const registerRoutes: FastifyPluginAsync = async (app) => {
  for (const resource of API_V1) await app.register(resource, { prefix: '/api/v1' });
  // The newsletter form keeps the v3 path the web app has always posted to (spec §7).
  await app.register(newsletter, { prefix: '/api/v3' });
  await app.register(welcomeBooklet);
};
