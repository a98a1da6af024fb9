import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogues: src/lib/i18n/messages/<language>.ts, each one object of ICU messages. */
const CATALOGUE = /[\\/]src[\\/]lib[\\/]i18n[\\/]messages[\\/]([\w-]+)\.ts$/;

/** Lingui's compiled form of each message; an ICU syntax error stops the build, naming the key. */
export function compileCatalogue(messages: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`Message ${key} is not a string`);
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`Message ${key} is not valid ICU: ${(error as Error).message}`);
      }
    }),
  );
}

/**
 * Compiles the message catalogues at build time (and in the tests, which run the same transform),
 * as `lingui compile` does: the page then ships messages already parsed, and Lingui's runtime
 * carries no ICU parser. A catalogue is plain data (its TypeScript holds only the object and types),
 * so after the TypeScript is stripped the module is evaluated here and written out compiled.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'hospital:compiled-catalogues',
    enforce: 'post',
    async transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      if (/^\s*import\s/m.test(code)) throw new Error(`${id}: a catalogue imports nothing at run time`);
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
        string,
        unknown
      >;
      const exports = Object.entries(module).map(([name, messages]) => {
        if (typeof messages !== 'object' || messages === null) throw new Error(`${id}: ${name} is not a catalogue`);
        return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(messages as Record<string, unknown>)))});`;
      });
      return { code: exports.join('\n'), map: null };
    },
  };
}
