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

type SetTimer = (run: () => void, ms: number) => unknown;

export function afterNoticeChange(
  message: string,
  effects: AfterChangeEffects,
  setTimer: SetTimer = setTimeout,
): void {
  toastNoticeChange(message, effects, setTimer);
  setTimer(effects.reload, RELOAD_AFTER_CHANGE_MS);
}

/**
 * What follows a change that leaves the notice where it is (its dates): the toast for 4000 ms; the page's
 * data is read again at once, without a reload, so the toast stays its full time.
 */
export function toastNoticeChange(
  message: string,
  effects: Pick<AfterChangeEffects, "showToast" | "hideToast">,
  setTimer: SetTimer = setTimeout,
): void {
  effects.showToast(message);
  setTimer(effects.hideToast, TOAST_MS);
}
