// Prints, as JSON, what the web app's code says and what its catalogues hold, per catalogue: the message
// ids the extractor finds in its source files, each locale's PO entries (obsolete ones left out) and each compiled
// catalogue as `lingui compile` would write it. Read by apps/web/src/locales/catalogues.test.ts, which
// runs it in its own process (the Lingui CLI loads its parts with import(), which jest's VM refuses).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = getConfig({ configPath: path.join(here, '../../apps/web/lingui.config.cjs') });
const report = { catalogs: [] };
for (const catalog of await getCatalogs(config)) {
  const collected = await catalog.collect();
  if (collected === undefined) throw new Error(`the extractor failed for ${catalog.path}`);
  const entry = { name: path.basename(catalog.path), extracted: Object.keys(collected).sort(), locales: {} };
  for (const locale of config.locales) {
    const entries = Object.entries(await catalog.read(locale)).filter(([, item]) => item.obsolete !== true);
    const messages = Object.fromEntries(
      entries.map(([id, item]) => [
        id,
        locale === config.sourceLocale ? item.translation || item.message || id : (item.translation ?? ''),
      ]),
    );
    const { source, errors } = createCompiledCatalog(locale, messages, {
      namespace: config.compileNamespace,
    });
    entry.locales[locale] = {
      entries: Object.fromEntries(
        entries.map(([id, item]) => [
          id,
          { message: item.message ?? '', translation: item.translation ?? '' },
        ]),
      ),
      compiled: source,
      compileErrors: errors.map((error) => `${error.id}: ${error.error.message}`),
    };
  }
  report.catalogs.push(entry);
}
process.stdout.write(JSON.stringify(report));
