import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogues: src/lib/i18n/messages/<language>.ts, each one object of ICU messages. */
const CATALOGUE = /[\\/]src[\\/]lib[\\/]i18n[\\/]messages[\\/]([\w-]+)\.ts$/;

/** `import { bnPages } from './bn-pages';`: a part of a catalogue, from this folder (compiled on its own). */
const SIBLING_CATALOGUE = /^\s*import\s*\{\s*(\w+)\s*\}\s*from\s*['"]\.\/[\w-]+(?:\.ts)?['"];?[ \t]*$/gm;

/** The key a part's place is marked with while its catalogue is evaluated. */
const PART = '\u0000part:';

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
 * so after the TypeScript is stripped the module is evaluated here and written out compiled. It may
 * spread another catalogue of this folder (`import { bnPages } from './bn-pages'`, `...bnPages` at
 * the end of `bn`), which is compiled on its own: the spread is kept as it is.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'hospital:compiled-catalogues',
    enforce: 'post',
    async transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      // Another catalogue's part stands in as one marker key, replaced by its spread in the output.
      const parts: string[] = [];
      const imports: string[] = [];
      const evaluated = code.replace(SIBLING_CATALOGUE, (line: string, name: string) => {
        parts.push(name);
        imports.push(line.trim());
        return `const ${name} = { ${JSON.stringify(PART + name)}: '' };`;
      });
      if (/^\s*import\s/m.test(evaluated)) throw new Error(`${id}: a catalogue imports nothing at run time`);
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(evaluated).toString('base64')}`
      )) as Record<string, unknown>;
      const exports = Object.entries(module).map(([name, messages]) => {
        if (typeof messages !== 'object' || messages === null) throw new Error(`${id}: ${name} is not a catalogue`);
        const own = Object.fromEntries(Object.entries(messages).filter(([key]) => !key.startsWith(PART)));
        const spread = parts.filter((part) => PART + part in messages).map((part) => `, ...${part}`);
        return `export const ${name} = { ...JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(own)))})${spread.join('')} };`;
      });
      return { code: [...imports, ...exports].join('\n'), map: null };
    },
  };
}
