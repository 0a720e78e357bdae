/** Latency samples in milliseconds, and the percentiles the report prints. */
export class Latencies {
  private readonly samples: number[] = [];

  record(ms: number) {
    this.samples.push(ms);
  }

  get count() {
    return this.samples.length;
  }

  /** The nearest-rank percentile (p in 0..100) of the samples, or NaN with none. */
  percentile(p: number): number {
    if (this.samples.length === 0) return Number.NaN;
    const sorted = [...this.samples].sort((a, b) => a - b);
    const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
    return sorted[rank - 1] ?? Number.NaN;
  }

  mean(): number {
    if (this.samples.length === 0) return Number.NaN;
    return this.samples.reduce((sum, ms) => sum + ms, 0) / this.samples.length;
  }
}

/** Counts per label (answer codes, wait events). */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(label: string, by = 1) {
    this.counts.set(label, (this.counts.get(label) ?? 0) + by);
  }

  get(label: string) {
    return this.counts.get(label) ?? 0;
  }

  /** "label n, label n" by count, largest first. */
  describe(limit = 8): string {
    const entries = [...this.counts].sort((a, b) => b[1] - a[1]).slice(0, limit);
    return entries.length === 0 ? 'none' : entries.map(([k, n]) => `${k} ${n}`).join(', ');
  }
}

/** The middle value (the mean of the two middle ones for an even count); NaN with none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const fixed = (value: number, digits = 1) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
