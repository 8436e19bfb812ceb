// Lingui's macros (`@lingui/react/macro`, `@lingui/core/macro`) compiled by Lingui's own Babel plugin, for
// the web build (tools/lingui/vite-plugin.cjs) and jest (tools/lingui/jest-transform.cjs) alike.
//
// Why Babel and only this pass: @lingui/swc-plugin is tied to the swc_core of the host; every 5.x release
// fails to load in our @swc/core 1.16 ("Failed to deserialize program"), and the 6.x ones need Lingui 6
// (Node >= 22.19). @rolldown/plugin-babel wants Node >= 22.12. So only the files that import a macro go
// through Babel, with the macro plugin alone: TypeScript and JSX are parsed and printed back unchanged,
// and the usual transform (oxc in Vite, swc in jest) compiles the result as before.
const path = require('node:path');
const babel = require('@babel/core');
const { getConfig } = require('@lingui/conf');

const CONFIG_PATH = path.join(__dirname, '../../apps/web/lingui.config.cjs');
let linguiConfig;

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/** Whether a module imports a Lingui macro (only those pay for the Babel pass). */
function usesLinguiMacro(code) {
  return MACRO_IMPORT.test(code);
}

/**
 * Expands the macros of one module. `production` strips the English source text from the calls (the
 * compiled catalogue carries it), as Lingui does for production builds.
 */
function expandLinguiMacros(code, filename, { production = false, sourceMaps = true } = {}) {
  linguiConfig ??= getConfig({ configPath: CONFIG_PATH, skipValidation: true });
  const result = babel.transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps,
    retainLines: !sourceMaps,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [
      [require.resolve('@lingui/babel-plugin-lingui-macro'), { stripMessageField: production, linguiConfig }],
    ],
  });
  if (result === null || result.code == null)
    throw new Error(`Lingui macros: nothing came out of ${filename}`);
  return { code: result.code, map: result.map ?? null };
}

module.exports = { usesLinguiMacro, expandLinguiMacros };
