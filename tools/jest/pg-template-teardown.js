// Drops the run's template database (pg-template-setup.js), if a test file made it.
const { Client } = require('pg');

module.exports = async function teardown() {
  const url = process.env.DATABASE_URL;
  const template = process.env.MAPLEPACK_PG_TEMPLATE;
  if (url === undefined || url === '' || template === undefined) return;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${template} with (force)`);
  } finally {
    await admin.end();
  }
};
