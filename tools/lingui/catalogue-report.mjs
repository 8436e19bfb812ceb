// Prints, as JSON, what the web app's code says and what its catalogues hold: the message ids the
// extractor finds in the source, each locale's PO entries (obsolete ones left out) and each compiled
// catalogue as `lingui compile` would write it. Read by apps/web/src/locales/catalogues.test.ts, which
// runs it in its own process (the Lingui CLI loads its parts with import(), which jest's VM refuses).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = getConfig({ configPath: path.join(here, '../../apps/web/lingui.config.cjs') });
const [catalog] = await getCatalogs(config);
const collected = await catalog.collect();
if (collected === undefined) throw new Error('the extractor failed');

const report = { extracted: Object.keys(collected).sort(), locales: {} };
for (const locale of config.locales) {
  const entries = Object.entries(await catalog.read(locale)).filter(([, entry]) => entry.obsolete !== true);
  const messages = Object.fromEntries(
    entries.map(([id, entry]) => [
      id,
      locale === config.sourceLocale ? entry.translation || entry.message || id : (entry.translation ?? ''),
    ]),
  );
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: config.compileNamespace });
  report.locales[locale] = {
    entries: Object.fromEntries(
      entries.map(([id, entry]) => [
        id,
        { message: entry.message ?? '', translation: entry.translation ?? '' },
      ]),
    ),
    compiled: source,
    compileErrors: errors.map((error) => `${error.id}: ${error.error.message}`),
  };
}
process.stdout.write(JSON.stringify(report));
