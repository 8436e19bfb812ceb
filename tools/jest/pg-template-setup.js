// The API suite on a real PostgreSQL (DATABASE_URL set): one template database per jest run. This
// globalSetup only names it; the first test file that needs it migrates and seeds it, and every file
// then gets its own copy with `CREATE DATABASE … TEMPLATE` instead of migrating and seeding a new
// database itself (apps/api/test/support/build-test-app.ts). The jest workers inherit the name through
// the environment; pg-template-teardown.js drops the template at the end of the run.
const { randomBytes } = require('node:crypto');

module.exports = async function setup() {
  const url = process.env.DATABASE_URL;
  if (url === undefined || url === '') return;
  process.env.MAPLEPACK_PG_TEMPLATE = `maplepack_template_${process.pid}_${randomBytes(4).toString('hex')}`;
};
