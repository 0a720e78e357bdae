import { MARKET_CHANNEL, parseAnswerSequences, parseChannel } from '@soko/shared';

/** Where the outcome of one request goes; null when it brought no data (failed, aborted). */
export type AnswerOutcome = { ok: true; stamp: string | null } | null;

/** A request still on its way after this long counts as bringing data no stamp vouches for. */
const SETTLE_LIMIT_MS = 10_000;

const isUserChannel = (channel: string) => parseChannel(channel)?.kind === 'user';

/**
 * How new the tab's data is, as its API answers say (the server's `soko-seqs` stamp: each GET
 * answer under /api carries the market channel's sequence, the signed-in user's channel's and,
 * for a pair's book, trades or candles, that pair's channel's, read before its data). On a
 * channel's first join the server tells its current sequence; if every answer the tab has used
 * carried at least that sequence for the channel, what the screens show
 * already holds every change up to the join, and the later ones arrive as events, so there is
 * nothing to fetch again. Before this, every first join refetched every screen's data just after
 * it had arrived: six requests twice on /dashboard (issue 16).
 *
 * It errs towards refetching: any answer it cannot vouch for (a changing request's answer, which a
 * screen may store, unless the server stamped it as it stamps a sign-in's; an answer without a
 * stamp; another user's answers) makes every later first join refetch. A pair's channel is
 * judged by the answers that named the pair: every read the pair's channel refreshes (book,
 * trades, candles) names it, so no answer for it means none of its data is on screen yet. The
 * admin channel is judged the same way by the answers an admin's reads carried: only an admin
 * reads admin screens' data, and every answer an admin is given carries the channel.
 */
export class AnswerSequences {
  /** Per channel, the lowest sequence any answer carried. */
  private readonly lowest = new Map<string, number>();
  private readonly users = new Set<string>();
  private unvouched = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly settleLimitMs = SETTLE_LIMIT_MS) {}

  /** A request starts; call what it returns once it has ended. */
  begin(): (outcome: AnswerOutcome) => void {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    this.inFlight.add(ended);
    return (outcome) => {
      if (outcome) this.record(outcome);
      this.inFlight.delete(ended);
      end();
    };
  }

  /** Data reached the tab by another way than a stamped answer (an upload's answer, say). */
  noteUnstamped(): void {
    this.unvouched = true;
  }

  /**
   * Whether the tab's data already holds every change on `channel` up to `seq`. It first waits
   * for the requests under way now: their answers may be what a screen shows.
   */
  async cover(channel: string, seq: number): Promise<boolean> {
    const pending = [...this.inFlight];
    if (pending.length > 0 && !(await this.settled(pending))) return false;
    if (this.unvouched) return false;
    const kind = parseChannel(channel)?.kind;
    if (kind === 'market' || kind === 'pair' || kind === 'admin') {
      return (this.lowest.get(channel) ?? seq) >= seq;
    }
    if (kind !== 'user') return false;
    // Another account's answers may still be on screen; anonymous ones hold no user's data.
    if ([...this.users].some((user) => user !== channel)) return false;
    return (this.lowest.get(channel) ?? seq) >= seq;
  }

  private record(outcome: Exclude<AnswerOutcome, null>) {
    // A changing request's answer is stamped only where the server vouches for it (signing in);
    // any other is unstamped, and so unvouched, like every answer without a stamp.
    const stamp = parseAnswerSequences(outcome.stamp);
    if (!stamp?.has(MARKET_CHANNEL)) {
      this.unvouched = true;
      return;
    }
    for (const [channel, seq] of stamp) {
      if (isUserChannel(channel)) this.users.add(channel);
      this.lowest.set(channel, Math.min(seq, this.lowest.get(channel) ?? seq));
    }
  }

  private async settled(pending: Promise<void>[]): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.settleLimitMs);
    });
    const all = Promise.all(pending).then(() => true as const);
    const result = await Promise.race([all, limit]);
    clearTimeout(timer);
    return result;
  }
}

/** The tab's one record, fed by lib/api-client.ts and read by the realtime client. */
export const answerSequences = new AnswerSequences();
