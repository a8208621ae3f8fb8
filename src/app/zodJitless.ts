/**
 * zod compiles object parsers with `new Function` when it may, and probes for that once; under
 * the app's CSP (no 'unsafe-eval') the probe is refused and reported as a `securitypolicyviolation`
 * although zod catches it. Its jitless setting skips the probe. The setting must be in place before
 * any schema is built, and zod must stay off the first page (docs/decisions.md, "Browser"), so
 * instead of importing zod's `config` this sets the shared object zod reads its settings from
 * (`globalThis.__zod_globalConfig`, made for several copies of zod to share), in place, first
 * thing in `main.tsx`. tests/unit/zodJitless.test.ts checks that zod still reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
