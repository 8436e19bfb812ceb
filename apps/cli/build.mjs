// Builds the `maplepack` bundle now (run by `npm install` through the root prepare script, and by
// `nx run cli:build`). The command also rebuilds it by itself when a source changed: see bundle.cjs.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { buildBundle } = require('./bundle.cjs');

buildBundle();
