/**
 * What one event's sequence means, given the last one this tab saw on its channel. The server
 * numbers each channel's events 1, 2, 3 … in commit order, so anything else is a repeat (a replay
 * overlapping what already arrived) or a hole (events lost, e.g. dropped as a slow client).
 */
export type SequenceVerdict = 'duplicate' | 'next' | 'gap';

export function judgeSequence(lastSeq: number | undefined, seq: number): SequenceVerdict {
  // Nothing seen yet on this channel: whatever comes first is where this tab starts counting.
  if (lastSeq === undefined) return 'next';
  if (seq <= lastSeq) return 'duplicate';
  return seq === lastSeq + 1 ? 'next' : 'gap';
}
