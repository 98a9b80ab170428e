import { join } from 'node:path';

import { parse } from '@formatjs/icu-messageformat-parser';
import { type Plugin, runnerImport } from 'vite';

import { isStartupMessage } from './src/i18n/message-layers.ts';

/** The catalogue modules: `src/i18n/<locale>.ts`, each exporting a const named after its locale. */
const CATALOGUE_MODULE = /[\\/]src[\\/]i18n[\\/](en|it)\.ts$/;
/** `virtual:later-messages/<locale>`: the messages left out of the first page load. */
const LATER_MESSAGES = 'virtual:later-messages/';

interface Layers {
  startup: Record<string, unknown>;
  later: Record<string, unknown>;
}

const asModule = (exportLine: string, messages: Record<string, unknown>) =>
  `${exportLine} JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;

/**
 * The message catalogues in a build:
 * - each message becomes its ICU syntax tree, so the browser never parses one and the ICU parser
 *   stays out of the bundle (see the alias in vite.config.ts);
 * - each catalogue module keeps the startup messages (src/i18n/message-layers.ts); the others go
 *   to `virtual:later-messages/<locale>`, loaded when the signed-in app starts.
 * The catalogues are TypeScript built from the shared package's texts, so they are evaluated with
 * Vite's module runner. Outside a build the catalogue modules stay whole and the later layer is empty.
 */
export function messageCatalogues(): Plugin {
  let building = false;
  let root = process.cwd();
  const layersByLocale = new Map<string, Promise<Layers>>();

  const layersOf = (locale: string) => {
    let layers = layersByLocale.get(locale);
    if (!layers) {
      layers = (async () => {
        const file = join(root, 'src', 'i18n', `${locale}.ts`);
        const { module } = await runnerImport<Record<string, Record<string, string>>>(file, {
          configFile: false,
          logLevel: 'error',
        });
        const catalogue = module[locale];
        if (!catalogue) throw new Error(`${file} does not export "${locale}"`);
        const split: Layers = { startup: {}, later: {} };
        for (const [id, text] of Object.entries(catalogue)) {
          split[isStartupMessage(id) ? 'startup' : 'later'][id] = parse(text);
        }
        return split;
      })();
      layersByLocale.set(locale, layers);
    }
    return layers;
  };

  return {
    name: 'backoffice:message-catalogues',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
      root = config.root;
    },
    resolveId(source) {
      return source.startsWith(LATER_MESSAGES) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${LATER_MESSAGES}`)) return null;
      if (!building) return 'export default {};\n';
      const { later } = await layersOf(id.slice(LATER_MESSAGES.length + 1));
      return asModule('export default', later);
    },
    async transform(_code, id) {
      const locale = building ? CATALOGUE_MODULE.exec(id)?.[1] : undefined;
      if (!locale) return null;
      const { startup } = await layersOf(locale);
      return { code: asModule(`export const ${locale} =`, startup), map: null };
    },
  };
}
