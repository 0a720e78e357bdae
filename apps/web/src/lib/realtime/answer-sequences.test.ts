import { describe, expect, test, vi } from 'vitest';
import { AnswerSequences } from './answer-sequences';
import { ChannelRegistry } from './channel-registry';

const USER = 'user:usr_a';

/** An answer reached the tab: a read's, or a changing request's (whose stamp decides alike). */
function answered(sequences: AnswerSequences, stamp: string | null) {
  sequences.begin()({ ok: true, stamp });
}

describe('AnswerSequences', () => {
  test('answers stamped at or past the join cover it; one stamped before does not', async () => {
    const sequences = new AnswerSequences();
    answered(sequences, `market=40, ${USER}=12`);
    answered(sequences, `market=41, ${USER}=12`);
    expect(await sequences.cover('market', 40)).toBe(true);
    expect(await sequences.cover(USER, 12)).toBe(true);
    expect(await sequences.cover('market', 41)).toBe(false);
    expect(await sequences.cover(USER, 13)).toBe(false);
  });

  test('with no answer yet there is nothing on screen to refresh', async () => {
    expect(await new AnswerSequences().cover('market', 5)).toBe(true);
    expect(await new AnswerSequences().cover(USER, 5)).toBe(true);
  });

  test('anonymous answers hold no user data; another account’s answers may', async () => {
    const sequences = new AnswerSequences();
    answered(sequences, 'market=3');
    expect(await sequences.cover(USER, 9)).toBe(true);
    answered(sequences, 'market=3, user:usr_b=4');
    expect(await sequences.cover(USER, 9)).toBe(false);
  });

  test('a changing request’s answer or an unstamped one makes every later join refetch', async () => {
    const afterPost = new AnswerSequences();
    answered(afterPost, null); // a changing request's answer: unstamped
    expect(await afterPost.cover('market', 0)).toBe(false);
    expect(await afterPost.cover(USER, 0)).toBe(false);

    const unstamped = new AnswerSequences();
    answered(unstamped, null);
    expect(await unstamped.cover('market', 0)).toBe(false);

    const garbled = new AnswerSequences();
    answered(garbled, 'market=x');
    expect(await garbled.cover('market', 0)).toBe(false);

    const uploaded = new AnswerSequences();
    uploaded.noteUnstamped();
    expect(await uploaded.cover(USER, 0)).toBe(false);
  });

  test('a sign-in’s answer, which the server stamps, counts like a read', async () => {
    const sequences = new AnswerSequences();
    answered(sequences, 'market=3');
    answered(sequences, `market=3, ${USER}=8`); // the sign-in's, stamped
    answered(sequences, `market=3, ${USER}=8`);
    expect(await sequences.cover('market', 3)).toBe(true);
    expect(await sequences.cover(USER, 8)).toBe(true);
    expect(await sequences.cover(USER, 9)).toBe(false);
  });

  test('failed and aborted requests brought no data and count for nothing', async () => {
    const sequences = new AnswerSequences();
    sequences.begin()(null);
    expect(await sequences.cover('market', 7)).toBe(true);
  });

  test('a pair is judged by the answers that named it', async () => {
    const sequences = new AnswerSequences();
    answered(sequences, 'market=1');
    expect(await sequences.cover('pair:HRC-KES', 6)).toBe(true);
    answered(sequences, 'market=1, pair:HRC-KES=6');
    answered(sequences, 'market=2, pair:HRC-KES=7, pair:BTC-KES=3');
    expect(await sequences.cover('pair:HRC-KES', 6)).toBe(true);
    expect(await sequences.cover('pair:HRC-KES', 7)).toBe(false);
    expect(await sequences.cover('pair:BTC-KES', 3)).toBe(true);
    expect(await sequences.cover('nonsense', 0)).toBe(false);
  });

  test("the admin channel is judged by an admin's answers, which all carry it", async () => {
    const sequences = new AnswerSequences();
    answered(sequences, 'market=1');
    // A trader's answers hold no admin screen's data.
    expect(await sequences.cover('admin', 4)).toBe(true);
    answered(sequences, `market=1, ${USER}=2, admin=4`);
    answered(sequences, `market=2, ${USER}=2, admin=5`);
    expect(await sequences.cover('admin', 4)).toBe(true);
    expect(await sequences.cover('admin', 5)).toBe(false);
  });

  test('it waits for the requests under way at the join, and judges their answers too', async () => {
    const sequences = new AnswerSequences();
    const end = sequences.begin();
    let verdict: boolean | undefined;
    void sequences.cover('market', 10).then((covered) => (verdict = covered));
    await Promise.resolve();
    expect(verdict).toBeUndefined();
    end({ ok: true, stamp: 'market=9' });
    await vi.waitFor(() => expect(verdict).toBe(false));
  });

  test('a request that never ends counts as unvouched after the limit', async () => {
    vi.useFakeTimers();
    try {
      const sequences = new AnswerSequences(1_000);
      sequences.begin();
      const verdict = sequences.cover('market', 0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await verdict).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ChannelRegistry with answer sequences', () => {
  function registry(covered: boolean) {
    const heard: string[] = [];
    const verdict = Promise.resolve(covered);
    const channels = new ChannelRegistry(
      () => undefined,
      () => verdict,
    );
    channels.add('market', (change) => heard.push(change.kind));
    // The registry's reaction to the verdict runs before anything awaiting it after the join.
    return { channels, heard, decided: () => verdict };
  }

  test('a first join the answers cover is joined without a refetch', async () => {
    const { channels, heard, decided } = registry(true);
    channels.subscribed('market', 40, false);
    await decided();
    expect(channels.isJoined('market')).toBe(true);
    expect(heard).toEqual([]);
    // Counting starts at the join: the next event is news, a repeat is not.
    channels.event('market', 41, ['market']);
    channels.event('market', 40, ['market']);
    expect(heard).toEqual(['topics']);
  });

  test('a first join past what the answers carried refetches', async () => {
    const { channels, heard, decided } = registry(false);
    channels.subscribed('market', 40, false);
    await decided();
    expect(heard).toEqual(['refetch']);
  });
});
