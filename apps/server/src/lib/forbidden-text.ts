/**
 * NUL (U+0000) has no place in any text Soko keeps, and PostgreSQL's text type cannot store it:
 * a NUL that reached a query would fail there as a server error. Requests carrying one are
 * refused at the edge with this message (plugins/input-guard.ts, multipart fields).
 */
export const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed.';

/** True when a percent-encoded URL (path or query) carries a NUL, raw or as %00. */
export function urlHasNul(url: string): boolean {
  return url.includes('\u0000') || /%00/i.test(url);
}

// A parsed JSON body is at most the body limit (1 MiB), so walking it is bounded; the node cap
// is a second bound should the limit ever be raised.
const MAX_NODES = 200_000;

/**
 * A lone UTF-16 surrogate (JSON "\ud800") is not text: PostgreSQL would store it silently
 * changed into U+FFFD, so it is refused like NUL rather than kept as something else.
 */
export const BROKEN_TEXT_MESSAGE = 'The request contains text that is not valid Unicode.';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_TEXT_MESSAGE;
  return undefined;
}

/** What is wrong with the text inside a parsed JSON value (NUL, lone surrogates), if anything. */
export function textProblemIn(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  let visited = 0;
  while (stack.length > 0 && visited < MAX_NODES) {
    const next = stack.pop();
    visited += 1;
    if (typeof next === 'string') {
      const problem = textProblem(next);
      if (problem) return problem;
    } else if (Array.isArray(next)) {
      stack.push(...(next as unknown[]));
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push(item);
      }
    }
  }
  return undefined;
}
