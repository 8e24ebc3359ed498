/**
 * One-time messages shown on the page after a redirect ("Your changes have been made"): carried in a
 * short-lived HttpOnly cookie that the next page reads and clears, so they work without JavaScript and
 * across app servers.
 */
import { createContext, redirect } from "react-router";
import { readCookie, serializeCookie } from "../../lib/cookies.ts";
import type { FlashMessage } from "./flash-message.ts";

export type { FlashMessage } from "./flash-message.ts";

export const FLASH_COOKIE = "gazette_flash";

export const flashContext = createContext<FlashMessage | null>(null);

export function flashCookie(flash: FlashMessage, secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, JSON.stringify(flash), { httpOnly: true, secure, maxAgeSeconds: 60 });
}

export function clearFlashCookie(secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, "", { httpOnly: true, secure, maxAgeSeconds: 0 });
}

export function readFlash(request: Request): FlashMessage | null {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FlashMessage>;
    if ((value.kind === "success" || value.kind === "info") && typeof value.message === "string")
      return { kind: value.kind, message: value.message.slice(0, 500) };
  } catch {
    // a damaged cookie is no message
  }
  return null;
}

/** A redirect that shows `message` on the page it leads to. */
export function redirectWithFlash(
  url: string,
  message: string,
  options: { secure: boolean; kind?: FlashMessage["kind"]; headers?: HeadersInit },
): Response {
  const headers = new Headers(options.headers);
  headers.append("Set-Cookie", flashCookie({ kind: options.kind ?? "success", message }, options.secure));
  return redirect(url, { headers });
}
