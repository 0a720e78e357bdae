/**
 * Planner settings every session of both engines starts with.
 *
 * random_page_cost: PostgreSQL's default of 4 prices a random page read as four sequential ones,
 * which models a spinning disk; on SSD or in memory (PGlite) a random read costs about the same,
 * and 1.1 is the usual setting there. It matters for the hot writes that join a few ids from an
 * `unnest($n::text[])` to a table (the ledger's `UPDATE ledger_accounts … FROM unnest(…)`): a
 * prepared statement's generic plan guesses ten rows for the unnest, and at the default the
 * planner then reads the whole table and hashes it rather than probing its primary key ten
 * times. At PostgreSQL, with every take's account rows locked by several transactions at once,
 * that scan also resolves each row's lockers (multixact members) while checking visibility:
 * about one scan of every account per take, 5 % of the machine's CPU in the trading benchmark.
 */
export const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const;

/** As a startup parameter (`options` of a PostgreSQL connection): `-c name=value …`. */
export function plannerStartupOptions(): string {
  return Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/** As statements, for a session already open (PGlite's one session). */
export function plannerSetStatements(): string {
  return Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `SET ${name} = ${value};`)
    .join(' ');
}
