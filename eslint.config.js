// One ESLint preset for every workspace: type-aware rules, React hooks rules for the web app,
// and the import direction of CONVENTIONS.md (domain is pure; web features do not import each other).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every form focuses the top-most field in error once, through useShopForm (decision 0516).
const useShopFormOnly = {
  name: 'react-hook-form',
  importNames: ['useForm'],
  message: 'Use useShopForm from app/ui/form/use-shop-form (one focus rule for every form, decision 0516).',
};

// One schema per payload, written once in the domain with zod/mini (decision 0671): the browser and
// the domain never load full zod or a second schema library.
const oneSchemaLibrary = [
  {
    name: 'zod',
    message: "The domain's schemas are zod/mini (decision 0671): import { z } from 'zod/mini'.",
  },
  { name: 'valibot', message: "Answers and forms are read with the domain's schemas (decision 0671)." },
];

// Every text the shop takes is read with the domain's safeString, which refuses NUL and lone
// surrogates (issue 14): a bare z.string() would let them through to the database and the mails.
const oneStringSchema = {
  selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
  message: 'Use safeString() from @shop/domain/validation: it refuses NUL and lone surrogates (issue 14).',
};

// Every Japanese text the API sends comes from a message file (issue 18 point 3, decision 0693):
// the domain's catalogue (packages/domain/src/messages), or a module's messages.ts / *-messages.ts
// or mails (*mails.ts, *-mail.ts). The API's own documentation (summary, description, describe())
// is written for developers in English with the spec's Japanese terms, and is not refused.
const japanese = '/[\\u3040-\\u30ff\\u4e00-\\u9fff]/';
const notDocumentation =
  ":not(Property[key.name=/^(summary|description)$/] > *):not(CallExpression[callee.property.name='describe'] > *)";
const japaneseTextMessage =
  'Japanese text belongs in a message file: the domain catalogue (packages/domain/src/messages), messages.ts, *-messages.ts or *mails.ts (decision 0693).';
const japaneseOutsideMessageFiles = [
  { selector: `Literal[value=${japanese}]${notDocumentation}`, message: japaneseTextMessage },
  {
    selector: `TemplateLiteral:has(TemplateElement[value.raw=${japanese}])${notDocumentation}`,
    message: japaneseTextMessage,
  },
];

// The domain is pure: no I/O, no clock. Callers pass the time and the holidays.
const domainReadsNoClock = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Pass the clock in: the domain never reads the time.',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Pass the clock in: the domain never reads the time.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            '*/*/scripts/*.mjs',
            'scripts/*.mjs',
            'e2e/*.mjs',
            'apps/web/*.config.ts',
            'apps/admin/*.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Code is never generated at run time (issue 18): no new Function, no eval.
      'no-new-func': 'error',
      'no-eval': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain is pure: no I/O, no clock. Callers pass the time and the holidays.
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'window', 'document', 'process'],
      'no-restricted-syntax': ['error', ...domainReadsNoClock, oneStringSchema],
      'no-restricted-imports': [
        'error',
        {
          paths: oneSchemaLibrary,
          patterns: ['node:*', 'react', 'fastify', 'drizzle-orm', '@shop/api*', '@shop/web*'],
        },
      ],
    },
  },
  {
    // The server's readers of requests: routes, their schemas and the card stand-in. (Staff commands
    // read the staff's own terminal; payments read the provider's answers.)
    files: [
      'apps/api/src/modules/**/*.ts',
      'apps/api/src/sandbox-pay/**/*.ts',
      'apps/api/src/plugins/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', oneStringSchema] },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    // Tests and the fixtures of test servers (test-*.ts) write sample Japanese data, not messages.
    ignores: [
      '**/*.test.ts',
      '**/test-support.ts',
      '**/test-*.ts',
      '**/messages.ts',
      '**/*-messages.ts',
      '**/*mails.ts',
      '**/*-mail.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', oneStringSchema, ...japaneseOutsideMessageFiles] },
  },
  {
    // The one place z.string() is called; tests may build plain schemas to test the error map.
    files: ['packages/domain/src/validation/safe-string.ts', 'packages/domain/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...domainReadsNoClock] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [useShopFormOnly, ...oneSchemaLibrary] }],
    },
  },
  {
    // The one place that wraps react-hook-form's useForm (decision 0516).
    files: ['apps/web/app/ui/form/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: oneSchemaLibrary }] },
  },
  {
    // Imports flow one way: ui/lib/config -> features -> app (routes). Features never import each other.
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [useShopFormOnly, ...oneSchemaLibrary],
          patterns: [{ group: ['~/routes/*', '~/app/*'], message: 'Features do not import routes.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Every browser context a journey opens is watched for CSP violations (issue 14): through the
    // `newContext` fixture, the one place that calls browser.newContext().
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='newContext'][callee.object.name='browser']",
          message:
            'Open a context with the newContext fixture (fixtures.ts): it watches its pages for CSP violations.',
        },
      ],
    },
  },
);
