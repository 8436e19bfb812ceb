#!/usr/bin/env node
// The bundle is built by `npm install` (the root prepare script) and by `nx run cli:build`.
const path = require('node:path');
const fs = require('node:fs');

const bundle = path.join(__dirname, '..', 'dist', 'maplepack.cjs');
if (!fs.existsSync(bundle)) {
  process.stderr.write('maplepack is not built yet: run `npx nx run cli:build` (or `npm install`) first.\n');
  process.exit(1);
}
require(bundle);
