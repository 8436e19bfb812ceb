// Lingui's macros (`@lingui/react/macro`, `@lingui/core/macro`) compiled by Lingui's own Babel plugin, for
// the web build (tools/lingui/vite-plugin.cjs) and jest (tools/lingui/jest-transform.cjs) alike.
//
// Why Babel and only this pass: @lingui/swc-plugin is tied to the swc_core of the host; every 5.x release
// fails to load in our @swc/core 1.16 ("Failed to deserialize program"), and the 6.x ones need Lingui 6
// (Node >= 22.19). @rolldown/plugin-babel wants Node >= 22.12. So only the files that import a macro go
// through Babel: TypeScript and JSX are parsed and printed back unchanged, and the usual transform (oxc
// in Vite, swc in jest) compiles the result as before.
//
// English, the source language, needs no catalogue at run time: each message's English text stays in
// the code, already compiled to Lingui's run-time form (what `lingui compile` writes into a catalogue),
// and @lingui/core falls back to it when the active catalogue has no entry. So the English pages load
// no catalogue at all, and French loads only the French one (see apps/web/src/lib/i18n/i18n.ts).
const path = require('node:path');
const babel = require('@babel/core');
const { getConfig } = require('@lingui/conf');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const CONFIG_PATH = path.join(__dirname, '../../apps/web/lingui.config.cjs');
let linguiConfig;

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/** Whether a module imports a Lingui macro (only those pay for the Babel pass). */
function usesLinguiMacro(code) {
  return MACRO_IMPORT.test(code);
}

/** A message descriptor the macro wrote: an object literal marked with an `i18n` comment. */
function isDescriptor(node) {
  return (node.leadingComments ?? []).some((comment) => comment.value.trim() === 'i18n');
}

/** Replaces the `message` text of every descriptor with its compiled form (a string or token array). */
function compiledMessagesPlugin({ types: t }) {
  return {
    visitor: {
      ObjectExpression(objectPath) {
        if (!isDescriptor(objectPath.node)) return;
        for (const property of objectPath.node.properties) {
          if (
            t.isObjectProperty(property) &&
            t.isIdentifier(property.key, { name: 'message' }) &&
            t.isStringLiteral(property.value)
          ) {
            property.value = t.valueToNode(compileMessage(property.value.value));
          }
        }
      },
    },
  };
}

/**
 * Expands the macros of one module. `production` drops what only development uses (comments and
 * contexts for translators); the English message stays, compiled.
 */
function expandLinguiMacros(code, filename, { production = false, sourceMaps = true } = {}) {
  linguiConfig ??= getConfig({ configPath: CONFIG_PATH, skipValidation: true });
  const options = {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps,
    retainLines: !sourceMaps,
    parserOpts: { plugins: ['typescript', 'jsx'] },
  };
  const expanded = babel.transformSync(code, {
    ...options,
    ast: true,
    code: false,
    plugins: [
      [
        require.resolve('@lingui/babel-plugin-lingui-macro'),
        { stripMessageField: false, stripNonEssentialFields: production, linguiConfig },
      ],
    ],
  });
  if (expanded?.ast == null) throw new Error(`Lingui macros: nothing came out of ${filename}`);
  const result = babel.transformFromAstSync(expanded.ast, code, {
    ...options,
    plugins: [compiledMessagesPlugin],
  });
  if (result === null || result.code == null)
    throw new Error(`Lingui macros: nothing came out of ${filename}`);
  return { code: result.code, map: result.map ?? null };
}

module.exports = { usesLinguiMacro, expandLinguiMacros };
