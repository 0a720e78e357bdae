// One flat config for the whole repository. Type-checked rules catch un-awaited promises (a bug
// in money code); restricted syntax keeps floats and env reads out of the places they must not be.
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// sonner is downloaded after the page (lib/toasts.ts); two blocks below refuse its static import.
const sonnerOnlyThroughToasts = {
  name: 'sonner',
  allowTypeImports: true,
  message: 'Show toasts with toast from @/lib/toasts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The web build's server-side bundle for pre-rendering (scripts/prerender.mjs), like dist.
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.config.{js,ts,mjs}',
      '.dependency-cruiser.cjs',
      'apps/server/build.mjs',
      'scripts/**',
      'apps/web/scripts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins are async functions by contract, whether or not they await anything.
      '@typescript-eslint/require-await': 'off',
      'max-lines-per-function': ['warn', { max: 70, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Only config.ts reads the environment: every behaviour is a documented variable.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    // Money is bigint minor units; floating point must never touch it here.
    files: ['packages/shared/src/money.ts', 'apps/server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'parseFloat'],
      'no-restricted-properties': [
        'error',
        { object: 'Number', property: 'parseFloat', message: 'Use the money helpers.' },
        { object: 'Math', property: 'round', message: 'Name the rounding (mulDivFloor/Ceil).' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='toFixed']", message: 'Use formatMinor.' },
      ],
    },
  },
  {
    // Every text a component shows goes through Lingui (decisions.md 28): a bare English string in
    // JSX, an attribute people read (aria-label, placeholder, title, alt) or a toast fails the lint.
    // Technical strings (classes, routes, ids, keys, types) are not texts and are left alone.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // No letters, a single lowercase or kebab/snake/dotted identifier, a path, a URL, a
            // CSS length or a MIME type: not something a person reads.
            '^[^\\p{L}]*$',
            '^[a-z][a-zA-Z0-9]*([-_.:][a-zA-Z0-9]+)*$',
            '^/',
            '^https?://',
            '^[a-z]+/[a-z0-9.+*-]+$',
          ],
          ignoreNames: [
            { regex: { pattern: '^(class|.*Class)(Name)?(es)?$|^className$' } },
            { regex: { pattern: '^(type|id|key|to|href|src|rel|target|role|htmlFor|name|form)$' } },
            { regex: { pattern: '^(variant|size|side|align|position|mode|tone|status|state)$' } },
            { regex: { pattern: '^(autoComplete|inputMode|enterKeyHint|pattern|accept|method)$' } },
            {
              regex: {
                pattern:
                  '^(data-.*|aria-(labelledby|describedby|controls|live|hidden|current|haspopup))$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'queryKey',
            'testId',
            'lang',
            'dir',
            'style',
            'viewBox',
            'fill',
            'stroke',
            'd',
            'currency',
            'locale',
          ],
          ignoreFunctions: [
            'cn',
            'clsx',
            'twMerge',
            'console.*',
            'Error',
            'URL',
            'URLSearchParams',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.append',
            'searchParams.*',
            'document.*',
            'navigate',
            'useNavigate',
            'matchPath',
            'invariant',
            'Intl.*',
            'new Intl.*',
          ],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'Headers.get'],
        },
      ],
    },
  },
  {
    // sonner is downloaded after the page (lib/toasts.ts): one static import of it anywhere would
    // put it back into the first download of every page that imports that module.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toasts.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [sonnerOnlyThroughToasts],
        },
      ],
    },
  },
  {
    // Radix's menus and tooltips with Floating UI (the 'popper' chunk, 18 KB compressed) reach a
    // page only through code loaded when needed: DeferredDropdown's download after the page, the
    // lazy user menu of the public header, the admin area's layout.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // A later block's options replace the one above for the files it covers, so sonner's rule is
    // repeated here; the files this block leaves out keep the one above.
    ignores: [
      'apps/web/src/lib/toasts.ts',
      'apps/web/src/app/layouts/public-user-menu.tsx',
      'apps/web/src/components/layouts/admin-layout.tsx',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [sonnerOnlyThroughToasts],
          patterns: [
            {
              regex: '(^|/)ui/(dropdown-menu|tooltip)$',
              allowTypeImports: true,
              message:
                'Menus load after the page (DeferredDropdown); tooltips only in the admin area (CollapsedHint).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Components stay readable at a glance; split a longer one into named parts.
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.test.ts', 'apps/server/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'max-lines-per-function': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
