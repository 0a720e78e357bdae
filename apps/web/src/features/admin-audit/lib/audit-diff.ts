/**
 * The audit log keeps each action's values before and after as JSON. An admin wants the change,
 * not two blobs: this flattens both to dotted paths and lists only what differs.
 */
export interface DiffLine {
  path: string;
  kind: 'changed' | 'added' | 'removed';
  before: string | undefined;
  after: string | undefined;
}

const MAX_DEPTH = 3;
const MAX_VALUE_LENGTH = 80;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Ids of people → their usernames, so "approvedBy" reads as names (from the entry itself). */
export type AuditNames = ReadonlyMap<string, string>;

const NO_NAMES: AuditNames = new Map();

/** Each known id in `value` (a string or a list of them) replaced by its username. */
function withNames(value: unknown, names: AuditNames): unknown {
  if (typeof value === 'string') return names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => withNames(item, names));
  return value;
}

/**
 * One value as a short readable text: strings bare, null as "none" (`none` is that word in the
 * language on screen), a list of strings joined by commas, the rest as compact JSON. Known user
 * ids read as usernames.
 */
export function formatAuditValue(
  raw: unknown,
  names: AuditNames = NO_NAMES,
  none = 'none',
): string {
  const value = withNames(raw, names);
  let text: string;
  if (value === null || value === undefined) text = none;
  else if (typeof value === 'string') text = value === '' ? '""' : value;
  else if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    text = value.length ? value.join(', ') : none;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  // JSON.stringify answers undefined only for functions and symbols, which JSON never holds.
  else text = JSON.stringify(value) ?? 'unknown';
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** { a: { b: 1 } } → { "a.b": 1 }. Arrays and anything deeper than MAX_DEPTH stay whole. */
export function flatten(value: unknown, prefix = '', depth = 0): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isPlainObject(value) || depth >= MAX_DEPTH) {
    out.set(prefix, value);
    return out;
  }
  const keys = Object.keys(value);
  if (keys.length === 0 && prefix) out.set(prefix, value);
  for (const key of keys) {
    const path = prefix ? `${prefix}.${key}` : key;
    for (const [inner, innerValue] of flatten(value[key], path, depth + 1))
      out.set(inner, innerValue);
  }
  return out;
}

export function auditDiff(
  before: unknown,
  after: unknown,
  names: AuditNames = NO_NAMES,
  none = 'none',
): DiffLine[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const left = hasBefore ? flatten(before) : new Map<string, unknown>();
  const right = hasAfter ? flatten(after) : new Map<string, unknown>();
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  const lines: DiffLine[] = [];
  for (const path of paths) {
    const inLeft = left.has(path);
    const inRight = right.has(path);
    const oldText = inLeft ? formatAuditValue(left.get(path), names, none) : undefined;
    const newText = inRight ? formatAuditValue(right.get(path), names, none) : undefined;
    if (inLeft && inRight && JSON.stringify(left.get(path)) === JSON.stringify(right.get(path)))
      continue;
    lines.push({
      path,
      kind: inLeft && inRight ? 'changed' : inRight ? 'added' : 'removed',
      before: oldText,
      after: newText,
    });
  }
  return lines;
}
