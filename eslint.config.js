// @ts-check
// One ESLint config for the whole repository (cms/, web/, scripts/, tests/). Formatting is
// Prettier's job: eslint-config-prettier comes last and turns off every rule that would fight it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The feature folders of one of web's two applications: web/src/site/features or web/src/admin/features. */
function featuresOf(app) {
  return readdirSync(new URL(`./web/src/${app}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Web's one-way imports (bulletproof-react), in two applications: site/ (the public pages) and admin/
 * (the /admin screens), composed by app/ (the route table, the browser start, hydration). Neither
 * application imports the other: what both need is shared code (components/, lib/, data/), which
 * never reaches up into site/, admin/ or app/. Inside each application, the composing layer
 * (site/routes and site/layout, admin/app) uses features/, features use the application's own
 * components/ and the shared code, and a feature never imports another feature (what two features
 * share moves down to components/ or lib/). `target` is the importing file, `from` the imported one.
 */
const webBoundaries = [
  ...['site', 'admin'].flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `./web/src/${app}/features/${feature}`,
      from: `./web/src/${app}/features`,
      except: [`./${feature}`],
      message:
        "A feature does not import another feature: move what both need down to components/ (its application's or the shared one) or lib/.",
    })),
  ),
  {
    target: './web/src/site',
    from: './web/src/admin',
    message:
      'The public site never imports the admin screens: a visitor never loads admin code. Share through components/ or lib/.',
  },
  {
    target: './web/src/admin',
    from: './web/src/site',
    message: 'The admin screens never import the public site: share through components/ or lib/.',
  },
  {
    target: ['./web/src/site', './web/src/admin'],
    from: './web/src/app',
    message: 'site/ and admin/ do not import app/: app/ composes them, not the other way round.',
  },
  {
    target: ['./web/src/site/features', './web/src/site/components'],
    from: ['./web/src/site/routes', './web/src/site/layout'],
    message: "The site's routes and layout compose its features and components, not the other way round.",
  },
  {
    target: ['./web/src/admin/features', './web/src/admin/components'],
    from: './web/src/admin/app',
    message: 'admin/app composes the admin features and components, not the other way round.',
  },
  {
    target: './web/src/site/components',
    from: './web/src/site/features',
    message: "The site's components do not import its features: they sit below them.",
  },
  {
    target: './web/src/admin/components',
    from: './web/src/admin/features',
    message: 'The admin components do not import the admin features: they sit below them.',
  },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/data'],
    from: ['./web/src/site', './web/src/admin', './web/src/app'],
    message: 'Shared code (components/, lib/, data/) does not import site/, admin/ or app/.',
  },
];

const cmsApis = readdirSync(new URL('./cms/src/api', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The CMS's layers, one way down: a content type's code (api/<type>) may use the shared layers
 * legacy/ (the old API's shapes and rules), cache/ and media/, and utils/; legacy/ may use cache/,
 * media/ and utils/; cache/ and media/ only utils/; utils/ nothing of the CMS. Nothing below api/
 * reaches back into a content type, nor into what composes the app (bootstrap/, middlewares/,
 * seed/, preview/, extensions/), and one content type does not import another.
 */
const composing = [
  './cms/src/bootstrap',
  './cms/src/middlewares',
  './cms/src/seed',
  './cms/src/preview',
  './cms/src/extensions',
  './cms/src/index.ts',
];
const cmsBoundaries = [
  ...cmsApis.map((api) => ({
    target: `./cms/src/api/${api}`,
    from: './cms/src/api',
    except: [`./${api}`],
    message: 'A content type does not import another: move what both need to legacy/ or utils/.',
  })),
  {
    target: './cms/src/api',
    from: composing,
    message: 'api/* uses legacy/, cache/, media/ and utils/ only; bootstrap, middlewares, seed and preview compose it.',
  },
  {
    target: ['./cms/src/legacy', './cms/src/cache', './cms/src/media', './cms/src/utils'],
    from: ['./cms/src/api', ...composing],
    message: 'The shared layers never reach back into api/* or into what composes the app.',
  },
  {
    target: ['./cms/src/cache', './cms/src/media'],
    from: ['./cms/src/legacy'],
    message: 'cache/ and media/ sit below legacy/: they use utils/ only.',
  },
  { target: './cms/src/cache', from: './cms/src/media', message: 'cache/ uses utils/ only.' },
  { target: './cms/src/media', from: './cms/src/cache', message: 'media/ uses utils/ only.' },
  {
    target: './cms/src/utils',
    from: ['./cms/src/legacy', './cms/src/cache', './cms/src/media'],
    message: 'utils/ is the bottom layer: it imports nothing of the CMS.',
  },
];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/build/',
    '**/coverage/',
    'cms/.strapi/',
    'cms/.cache/',
    'cms/.tmp/',
    'cms/types/generated/',
    'cms/public/',
    'web/public/',
    'docs/screenshots/',
    // Test and benchmark output (.gitignore).
    '**/test-results/',
    '**/artifacts/',
    '**/backups/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Node everywhere (CMS, scripts, tests, web's server and Vite config); web/src adds the browser below.
      globals: globals.node,
      parserOptions: {
        // Each file is checked against its nearest tsconfig.json: cms/, cms/tests/, cms/tests/foundation/,
        // cms/tests/ops/, packages/*, web/, scripts/ and tests/. The few JavaScript files belong to none.
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'playwright.config.ts', 'scripts/*.mjs', 'cms/vitest.config.mts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // tsc's noUnusedLocals/noUnusedParameters already fail the build; this one adds the `_` escape
      // hatch for parameters a callback signature requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        // `const { stream, ...rest } = file` is how a field is left out of a copy.
        { argsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // An `async` function that does not await still fulfils a Promise-returning interface (a store, a
      // seeder step, a stubbed service) and turns a throw into a rejection, which is what callers expect.
      '@typescript-eslint/require-await': 'off',
      // A check that fails narrows the value it tested to `never`, and its message still names it.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNever: true }],
      '@typescript-eslint/no-base-to-string': [
        'error',
        // `{}` is what `unknown` narrows to once null and undefined are ruled out: here, a scalar from
        // JSON, a form or the database on its way into text.
        { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', '{}'] },
      ],
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's test() and describe() return promises the runner itself awaits.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] },
          ],
        },
      ],
    },
  },
  {
    // A hand-written module declaration exports its classes through `typeof`, which this rule misses;
    // tsc checks these files.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['cms/tests/**/*.ts', 'packages/test-support/harness/**/*.ts'],
    rules: {
      // The CMS tests and their harness read the API's answers as untyped JSON and the compiled app from
      // cms/dist (absent before the first build, so typed `any`); expect() calls check those shapes.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },

  {
    // Playwright reads a fixture's dependencies from its first parameter: one that needs none is `{}`.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },

  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // React calls an event handler and ignores what it returns; each async handler here (a form's
      // submit) catches its own failures and shows them in the form.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // The React Compiler's rules: the site is not built with the compiler, and these flag patterns
      // that are correct without it (a ref read while rendering a portal, a state reset on navigation).
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/static-components': 'off',
      'react-hooks/set-state-in-effect': 'off',
      // The recommended list less the key handlers: a menu's or dropdown's Escape listener on its
      // container handles keys from the buttons and links inside it.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp'],
          body: ['onError', 'onLoad'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
    },
  },
  {
    // The native <dialog> fills the screen and is itself the dimmed backdrop: a press and release on it,
    // outside the panel, closes it for a mouse. The keyboard has Escape and the close button, and
    // Tab wraps round through two focus guards inside the dialog.
    files: [
      'web/src/components/dialog/dialog.tsx',
      'web/src/components/dialog/use-modal.tsx',
      'web/src/site/components/site-dialog/site-dialog.tsx',
    ],
    rules: {
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      'jsx-a11y/no-noninteractive-tabindex': 'off',
      'jsx-a11y/no-static-element-interactions': 'off',
      'jsx-a11y/click-events-have-key-events': 'off',
    },
  },
  {
    // A click anywhere on a doctor's card opens the profile for a mouse; the keyboard has the card's
    // own "View profile" button, whose click bubbles to the same handler.
    files: ['web/src/site/features/doctors/doctor-card.tsx'],
    rules: {
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
    },
  },
  {
    // The specification keeps the old site's "View all publications" link as a dead placeholder.
    files: ['web/src/site/components/profile/profile.tsx'],
    rules: { 'jsx-a11y/anchor-is-valid': 'off' },
  },
  {
    // An admin form opens in a dialog and its first field takes the focus, as a modal dialog should.
    files: ['web/src/admin/features/**/*.tsx', 'web/src/admin/components/**/*.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaries }],
    },
  },

  {
    // The site server is a thin adapter of small stages (issue 40): a function past 60 lines is
    // a job that wants its own file.
    files: ['web/server/**/*.ts'],
    ignores: ['web/server/**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },

  {
    files: ['cms/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: cmsBoundaries }],
    },
  },

  {
    // A workspace (the root with scripts/ and tests/, packages/*, cms/, web/) imports another by its
    // package name, never by a relative path into its folders: what several share is a package
    // (packages/test-support, packages/contract), so each workspace can move without breaking another.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-relative-packages': 'error' },
  },

  {
    // Plain JavaScript has no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  prettier,
);
