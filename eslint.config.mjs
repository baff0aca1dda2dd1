import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// A generated endpoint has its cache tags only once src/api/endpoints enhanced it. (Each block of
// no-restricted-imports replaces the one before it for its files, so every block repeats this.)
const generatedClient = {
  group: ['**/api/generated/*', './generated/*'],
  message: 'Import from src/api/endpoints instead.',
};

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', '.data/', 'e2e/artifacts/', '.bench/'] },
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
    // A generated endpoint has its cache tags only once ./endpoints enhanced it.
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
    // Layers: a feature never reaches into another feature; shared UI and helpers never reach into
    // features or the app shell.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            generatedClient,
            {
              regex: '^\\.\\./(?!\\.\\./)|^\\.\\./\\.\\./features/',
              message:
                'Features do not import one another: share through src/components, src/lib, src/api or src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            generatedClient,
            {
              group: ['**/features/**', '**/app/**', '../app', '../../app'],
              message: 'Shared components and helpers never import features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/generated/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
