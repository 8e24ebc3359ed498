/**
 * What follows a withdrawal or deletion made in the modal (spec §4 "Other", §9): the change message shows
 * as a toast for 4000 ms, and the page reloads 2000 ms after the change, so the list shows where the
 * notice now stands. Pure over its timer, so the timings are tested without a page.
 */
export const TOAST_MS = 4000;
export const RELOAD_AFTER_CHANGE_MS = 2000;

export interface AfterChangeEffects {
  showToast(message: string): void;
  hideToast(): void;
  reload(): void;
}

export function afterNoticeChange(
  message: string,
  effects: AfterChangeEffects,
  setTimer: (run: () => void, ms: number) => unknown = setTimeout,
): void {
  effects.showToast(message);
  setTimer(effects.hideToast, TOAST_MS);
  setTimer(effects.reload, RELOAD_AFTER_CHANGE_MS);
}
