// jest: Lingui's macros first (tools/lingui/macro-transform.cjs), then the preset's swc transform.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createTransformer } = require('@swc/jest');
const { expandLinguiMacros, usesLinguiMacro } = require('./macro-transform.cjs');

// The expansion depends on the source and on Lingui's configuration (where the macros' runtime lives).
const CONFIG_KEY = createHash('sha256')
  .update(readFileSync(path.join(__dirname, '../../apps/web/lingui.config.cjs')))
  .digest('hex')
  .slice(0, 16);

module.exports = {
  createTransformer(swcOptions) {
    const swc = createTransformer(swcOptions);
    const expand = (source, filename) =>
      usesLinguiMacro(source) ? expandLinguiMacros(source, filename, { sourceMaps: false }).code : source;
    return {
      ...swc,
      process: (source, filename, options) => swc.process(expand(source, filename), filename, options),
      processAsync: (source, filename, options) =>
        swc.processAsync(expand(source, filename), filename, options),
      // The cache key covers the source before the macros and the configuration that expands them.
      getCacheKey: (source, filename, options) =>
        `${swc.getCacheKey(source, filename, options)}:lingui-${CONFIG_KEY}`,
    };
  },
};
