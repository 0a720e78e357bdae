import { getConfig } from '@lingui/conf';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

// Found from this file, not from where the command runs: the unit tests run from the repository root.
const linguiConfig = getConfig({
  configPath: new URL('./lingui.config.ts', import.meta.url).pathname,
});

/**
 * Lingui's macros (t, Trans, msg) turn each text into a message id at build time (decisions.md 28).
 * Only files that import them go through Babel; the rest stay on Vite's own fast transform. The
 * web build (vite.config.ts) and the unit tests (vitest.config.ts) both use it.
 */
export function linguiMacros() {
  return babel({
    parserOpts: { plugins: ['typescript', 'jsx'] },
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] },
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      }),
    ],
  });
}
