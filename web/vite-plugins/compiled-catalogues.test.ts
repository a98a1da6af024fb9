import { describe, expect, it } from 'vitest';
import { compileCatalogue, compiledCatalogues } from './compiled-catalogues';

describe('the catalogues compiled at build time', () => {
  it('turns each ICU message into the lists Lingui interpolates, plurals included', () => {
    expect(compileCatalogue({ 'strip.call': 'Call {number}', 'a.plain': 'Back to top' })).toEqual({
      'strip.call': ['Call ', ['number']],
      'a.plain': ['Back to top'],
    });
    const [, plural] = compileCatalogue({ days: 'in {days, plural, one {# day} other {# days}}' }).days as unknown[];
    expect(plural).toEqual(['days', 'plural', { one: ['#', ' day'], other: ['#', ' days'] }]);
  });

  it('stops the build on a broken message, naming its key, rather than shipping it raw', () => {
    expect(() => compileCatalogue({ 'form.replyDays': 'within {days, plural, one {# day}' })).toThrow(
      /form\.replyDays/,
    );
    expect(() => compileCatalogue({ 'form.count': 3 })).toThrow(/form\.count is not a string/);
  });

  it('rewrites only the catalogue modules, and refuses one that imports code', async () => {
    const plugin = compiledCatalogues();
    const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
    expect(await transform('export const x = 1;', '/app/src/lib/i18n/i18n.ts')).toBeNull();
    const out = await transform("export const bn = { 'nav.home': 'হোম' };", '/app/src/lib/i18n/messages/bn.ts');
    const compiled = (await import(`data:text/javascript,${encodeURIComponent(out?.code ?? '')}`)) as {
      bn: Record<string, unknown>;
    };
    expect(compiled.bn).toEqual({ 'nav.home': ['হোম'] });
    await expect(
      transform("import x from 'y';\nexport const bn = {};", '/app/src/lib/i18n/messages/bn.ts'),
    ).rejects.toThrow(/imports nothing/);
  });

  it("keeps a spread of another catalogue's part as it is, compiled on its own", async () => {
    const plugin = compiledCatalogues();
    const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
    const out = await transform(
      "import { bnPages } from './bn-pages';\nexport const bn = { 'nav.home': 'হোম', ...bnPages };",
      '/app/src/lib/i18n/messages/bn.ts',
    );
    expect(out?.code).toContain("import { bnPages } from './bn-pages';");
    expect(out?.code).toContain(
      `export const bn = { ...JSON.parse(${JSON.stringify('{"nav.home":["হোম"]}')}), ...bnPages };`,
    );
  });
});
