/** Types of build-if-stale.mjs for the TypeScript scripts that import it (bench/web.ts, bench/lib/server-process.ts). */
export const root: string;
export function buildServerIfStale(): string;
export function buildServerAndWebIfStale(): string;
