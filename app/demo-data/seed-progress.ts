/**
 * Progress of a long load for the person watching it: a line every few seconds (never a flood), with
 * the rate so far and the time left at that rate.
 */
export interface ProgressOptions {
  /** At most one line in this many milliseconds (default 5 s). */
  everyMs?: number;
  now?: () => number;
}

export function progressReporter(
  total: number,
  write: (line: string) => void,
  { everyMs = 5000, now = Date.now }: ProgressOptions = {},
): (done: number) => void {
  const started = now();
  let last = started;
  return (done) => {
    const t = now();
    if (t - last < everyMs && done < total) return;
    last = t;
    const seconds = Math.max(0.001, (t - started) / 1000);
    const rate = done / seconds;
    const left = done >= total ? "done" : rate > 0 ? `${duration((total - done) / rate)} left` : "";
    const percent = total > 0 ? Math.floor((100 * done) / total) : 100;
    write(
      `notices: ${done.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")} (${percent}%) · ` +
        `${Math.round(rate).toLocaleString("en-GB")}/s · ${left}`,
    );
  };
}

/** 95 → "1 min 35 s", 42 → "42 s". */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}
