/**
 * How an injunction is shown to account admins: its state as a tag (its words say it; the colour repeats
 * them) and its dates as the Gazette prints dates.
 */
import { Tag, type TagColour } from "../../components/ui/tag.tsx";
import { formatLongDate } from "../../lib/dates.ts";
import type { InjunctionState } from "./injunctions-service.server.ts";

const STATES: Readonly<Record<InjunctionState, { text: string; colour: TagColour }>> = {
  "in-force": { text: "In force", colour: "red" },
  "not-yet-in-force": { text: "Not yet in force", colour: "yellow" },
  expired: { text: "Expired", colour: "grey" },
  ended: { text: "Ended", colour: "grey" },
};

export function InjunctionStateTag({ injunction }: { injunction: { state: InjunctionState } }) {
  const { text, colour } = STATES[injunction.state];
  return <Tag colour={colour}>{text}</Tag>;
}

/** "1 December 2026 to 31 December 2026" */
export function injunctionDates(injunction: { startsOn: string; endsOn: string }): string {
  return `${formatLongDate(injunction.startsOn)} to ${formatLongDate(injunction.endsOn)}`;
}
