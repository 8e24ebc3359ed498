/**
 * What every basket route shares: whose basket the request is about, and the answer to a change —
 * the basket's JSON for scripts (spec §7: they send X-Requested-With), a 303 back with a one-time
 * message for a plain form.
 */
import { href, type RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { getCurrentUser, isAjax } from "../../features/accounts/require-user.server.ts";
import { basketJson } from "../../features/baskets/basket-json.ts";
import { type BasketOwner, basketOwnerForRequest } from "../../features/baskets/basket-owner.server.ts";
import type { BasketView } from "../../features/baskets/basket-service.server.ts";
import { flashCookie } from "../../features/flash/flash.server.ts";
import { safeLocalPath } from "../../lib/safe-redirect.ts";

export interface BasketRequest {
  owner: BasketOwner | null;
  /** The new visitor cookie, when this request made one. */
  setCookie: string | null;
  secureCookies: boolean;
}

export function basketRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
  create: boolean,
): BasketRequest {
  const { secureCookies } = context.get(appContext);
  const user = getCurrentUser(context);
  return { ...basketOwnerForRequest(request, user, { create, secureCookies }), secureCookies };
}

/** The basket JSON, never cached (it is one person's and changes). */
export function basketJsonResponse(view: BasketView | null, setCookie: string | null = null): Response {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return Response.json(basketJson(view), { headers });
}

/**
 * After a change: scripts get the basket; forms go to `returnUrl` when it is a path on this site, else
 * the basket page, with `message` shown there (303, so reloading does not post again).
 */
export function basketChangeAnswer(
  request: Request,
  basket: BasketRequest,
  view: BasketView,
  message: string,
  returnUrl?: FormDataEntryValue | null,
): Response {
  if (isAjax(request)) return basketJsonResponse(view, basket.setCookie);
  const target =
    safeLocalPath(typeof returnUrl === "string" ? returnUrl : null) ?? href("/my-gazette/basket");
  const headers = new Headers({ Location: target });
  if (basket.setCookie) headers.append("Set-Cookie", basket.setCookie);
  headers.append("Set-Cookie", flashCookie({ kind: "success", message }, basket.secureCookies));
  return new Response(null, { status: 303, headers });
}
