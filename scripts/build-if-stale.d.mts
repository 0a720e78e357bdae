/** Types of build-if-stale.mjs for the TypeScript scripts that import it (bench/web.ts). */
export const root: string;
export function buildServerAndWebIfStale(): string;
