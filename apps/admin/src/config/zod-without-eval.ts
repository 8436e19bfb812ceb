// The shop's Content-Security-Policy has no 'unsafe-eval'. zod 4 probes `new Function('')` the first
// time it parses an object (to compile fast parsers), and the browser reports that probe as a CSP
// violation even though zod catches it. zod takes its settings from this global when it first loads
// and keeps an object already there, so setting `jitless` here, before any chunk with zod has loaded,
// turns both the probe and the compiling off. The entry chunk stays free of zod itself.
// zod-without-eval.test.ts checks that zod still reads this global.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
