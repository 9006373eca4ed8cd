import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Module boundaries: a server module reaches another only through its front door (modules/<name>/index.ts), never
    // its repository (SQL) or its internals. app.ts, the composition root, and tests are exempt.
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(\\.\\./)?[\\w-]+/[\\w.-]+\\.repo\\.js$',
              message: "Another module's repository: call its front door (modules/<name>/index.ts) instead.",
            },
            {
              // every module is a plugin: another module's files are reached through its index.ts (front door, types and
              // pure helpers), except its table definitions (*.schema.ts), which foreign keys and joins name
              regex: '^\\.\\./[\\w-]+/(?!index\\.js$)(?![\\w.-]+\\.schema\\.js$)[\\w./-]+$',
              message: "Another module's internals: use its front door (deps.fronts.<name>, or what its index.ts exports).",
            },
          ],
        },
      ],
    },
  },
  {
    // One way to translate server strings: codes in packages/shared/src/messages*.ts through translate(), never an
    // inline `lang === 'tr' ? '…' : '…'` (a text missing from the catalogue cannot be reviewed or completed).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ConditionalExpression[test.operator='==='][test.right.value='tr'][consequent.type=/^(Literal|TemplateLiteral)$/]",
          message: 'Put the text in the shared message catalogue and use translate(code, lang) instead of an inline language ternary.',
        },
      ],
    },
  },
);
