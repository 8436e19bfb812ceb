#!/usr/bin/env node
// Runs the `maplepack` bundle, rebuilt first when a source of the CLI or of a lib it uses changed
// since it was built, so the command always runs the current sources (see ../bundle.cjs).
const { freshBundle } = require('../bundle.cjs');

let bundle;
try {
  bundle = freshBundle();
} catch (error) {
  process.stderr.write(
    `maplepack: cannot build the command: ${error instanceof Error ? error.message : error}\n`,
  );
  process.exit(1);
}
require(bundle);
