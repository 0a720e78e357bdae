// The app's Content-Security-Policy allows no 'unsafe-eval'. Zod 4, the first time it builds an
// object schema, probes whether it may compile faster parsers with `new Function`; the probe is
// caught, but Chromium reports it as a policy violation on every page that loads a schema (the
// sign-in and registration forms). Jitless mode skips the probe and the compiled path, and a
// form's few fields parse just as fast to a person.
//
// The setting goes where Zod looks for it, the global object all of Zod's copies share, before
// any Zod code runs: main.tsx imports this module first, and every schema comes later with a
// page's code. `z.config({ jitless: true })` would do the same, but importing Zod's config put its
// core module into every page's first download (3 KB compressed, measured); this costs nothing.
// zod-without-eval.test.ts fails if a Zod upgrade stops reading the setting from there.
// Set on the object itself, created here when Zod has not run yet: a Zod already loaded keeps
// the object it found and would never see a replacement.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
