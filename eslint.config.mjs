import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// A generated module whose endpoints src/api/endpoints enhances beyond their conventional tags
// (src/api/resourceApi.ts) is imported from there, so that no screen uses them unenhanced. (Each
// block of no-restricted-imports replaces the one before it for its files, so every block repeats this.)
const enhanced = readdirSync(new URL('./src/api/endpoints/', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const generatedClient = {
  regex: `(^|/)generated/(${enhanced.join('|')})$`,
  message: 'src/api/endpoints enhances this module: import it from there.',
};

const LAYERS = ['lib', 'speed', 'api', 'store', 'components', 'features', 'app'];

/** One no-restricted-imports block per layer (an enhanced generated module only through src/api/endpoints): nothing from the layers above it (or another feature). */
function layerRules() {
  return LAYERS.slice(0, -1).map((layer, index) => {
    const above = LAYERS.slice(index + 1);
    const patterns = [
      generatedClient,
      {
        regex: `^(\\.\\./)+(${above.join('|')})(/|$)`,
        message: `src/${layer} imports only from the layers below it (${LAYERS.slice(0, index).join(', ') || 'none'}).`,
      },
    ];
    if (layer === 'features')
      patterns.push({
        regex: '^\\.\\./(?!\\.\\./)',
        message:
          'Features do not import one another: share through src/components, src/store, src/api or src/lib.',
      });
    return {
      files: [`src/${layer}/**`],
      // Tests may assemble the whole console (a real store, a routed screen) around what they test.
      ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      rules: {
        'no-restricted-imports': [
          'error',
          // src/api/endpoints enhances the generated modules it names.
          { patterns: layer === 'api' ? patterns.slice(1) : patterns },
        ],
      },
    };
  });
}

export default tseslint.config(
  { ignores: ['dist/', 'dist-plain/', 'coverage/', 'node_modules/', '.data/', 'e2e/artifacts/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render HTML.' },
      ],
    },
  },
  {
    // CommonJS modules (jest's on-demand antd) load with require by definition.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // An enhanced generated module only through src/api/endpoints.
    files: ['src/**'],
    ignores: ['src/api/endpoints/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [generatedClient],
        },
      ],
    },
  },
  {
    // The reference server stands on its own: of the console it shares only the money format its
    // audit messages print as the console does, and the insights' pure aggregations, whose order,
    // labels and periods the insights extension answers in (its answer equals the console's).
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!lib/money$|lib/insights/)',
              message:
                "The server imports from src/ only the pure modules both sides share: src/lib/money (the money format both print) and src/lib/insights/ (the aggregates' shapes and rules).",
            },
          ],
        },
      ],
    },
  },
  // Layers, each importing only those below it: lib < api < store < components < features < app.
  // A feature never reaches into another feature either.
  ...layerRules(),
  {
    files: ['src/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Every package the code imports is declared in package.json: one that resolves only because
    // npm hoisted another package's dependency disappears when that package moves it. The browser
    // bundle's own code takes only what `dependencies` declare; tests, build-time rendering and
    // tools may take `devDependencies` (type-only imports, which leave nothing in the bundle, too).
    // (An import that resolves nowhere is skipped here; in TypeScript, typecheck fails on it.)
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, includeTypes: true }],
    },
  },
  {
    files: ['src/**'],
    // Test files and test kits (testSupport.ts, formTestKit.ts) are named for it.
    ignores: ['src/**/*{test,Test}*', 'src/test/**', 'src/app/prerender/**'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
  {
    files: ['src/api/generated/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
