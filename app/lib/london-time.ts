/**
 * Moments named as staff name them, in UK time: "from 1 March 2027 at 00:00" is midnight in London, GMT or
 * BST as the day falls. Pure (Intl only), so the forms, services and tests share it.
 */

// Made once: building an Intl formatter costs ~0.3 ms.
const LONDON_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes Europe/London is ahead of UTC at `instant` (0 in winter, 60 in summer). */
function londonOffsetMinutes(instant: Date): number {
  const parts = LONDON_CLOCK.formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant the London clock reads `time` (HH:MM, 24-hour) on `isoDate`. In the hour the clocks skip
 * (01:00–02:00 on the last Sunday of March) the answer is an hour later on the clock, as a watch would be.
 */
export function londonMoment(isoDate: string, time = "00:00"): Date {
  const asUtc = new Date(`${isoDate}T${time}:00Z`);
  // Two passes: the offset at the guess may differ from the offset at the answer near a clock change.
  const first = new Date(asUtc.getTime() - londonOffsetMinutes(asUtc) * 60_000);
  return new Date(asUtc.getTime() - londonOffsetMinutes(first) * 60_000);
}

/** The London calendar day after `isoDate` begins: the end (exclusive) of a "to" date. */
export function endOfLondonDay(isoDate: string): Date {
  const next = new Date(`${isoDate}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return londonMoment(next.toISOString().slice(0, 10));
}
