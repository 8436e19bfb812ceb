// jest: Lingui's macros first (tools/lingui/macro-transform.cjs), then the preset's swc transform.
const { createTransformer } = require('@swc/jest');
const { expandLinguiMacros, usesLinguiMacro } = require('./macro-transform.cjs');

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
      // The cache key covers the source before the macros; the expansion depends on nothing else.
      getCacheKey: (source, filename, options) => `${swc.getCacheKey(source, filename, options)}:lingui-5`,
    };
  },
};
