/** Where the API serves the back office (apps/api/src/plugins/app/admin-app.ts; vite.config.ts `base`). */
export const ADMIN_BASE_PATH = '/admin';
