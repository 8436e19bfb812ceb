// Expands Lingui's macros before Vite's own transform (oxc) compiles TypeScript and JSX.
const { expandLinguiMacros, usesLinguiMacro } = require('./macro-transform.cjs');

/** @returns {import('vite').Plugin} */
function linguiMacros() {
  let production = false;
  return {
    name: 'maplepack:lingui-macros',
    enforce: 'pre',
    configResolved(config) {
      production = config.command === 'build';
    },
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]) || id.includes('/node_modules/')) return null;
      if (!usesLinguiMacro(code)) return null;
      return expandLinguiMacros(code, id.split('?')[0], { production });
    },
  };
}

module.exports = { linguiMacros };
