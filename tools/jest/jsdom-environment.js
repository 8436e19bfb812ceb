// A jsdom test environment for React code (STACK-NOTES "Jest gotchas"). jsdom lacks TextEncoder, fetch,
// Request and web streams, which react-router 7's data router and ky need, so they are copied from
// Node. AbortController/AbortSignal come along because Node's Request rejects a jsdom AbortSignal.
// MessageChannel is deliberately NOT copied: React's scheduler would use it and keep jest alive.
// FormData and Blob stay jsdom's: Node's FormData cannot read a jsdom <form> (`new FormData(form)`).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

// Node's bundled undici resolves relative URLs (`fetch('/api/v1/x')`, ky without prefixUrl) against
// this global origin; it lives on Node's own global, not on the jsdom window.
const UNDICI_GLOBAL_ORIGIN = Symbol.for('undici.globalOrigin.1');

class JsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }

  async setup() {
    await super.setup();
    this.previousOrigin = globalThis[UNDICI_GLOBAL_ORIGIN];
    globalThis[UNDICI_GLOBAL_ORIGIN] = new URL(this.global.location.href);
  }

  async teardown() {
    globalThis[UNDICI_GLOBAL_ORIGIN] = this.previousOrigin;
    await super.teardown();
  }
}

module.exports = JsdomEnvironment;
