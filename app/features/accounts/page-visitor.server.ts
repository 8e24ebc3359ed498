/**
 * Who the header is drawn for: the signed-in person (or nobody) and their basket's count. The root loader
 * gives it to every page; the error page of routes without a page (server/resource-refusals.ts) asks for
 * it too, so a signed-in person is not shown "Sign in" there.
 */
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { basketOwnerForRequest } from "../baskets/basket-owner.server.ts";
import { basketItemCount } from "../baskets/basket-service.server.ts";
import { type CurrentUser, currentUserContext, summariseUser, type UserSummary } from "./current-user.ts";

export interface PageVisitor {
  user: UserSummary | null;
  basketCount: number;
}

/** `user`: who is signed in, when the session middleware has not said (it refused before reading it). */
export async function pageVisitor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: CurrentUser | null = context.get(currentUserContext),
): Promise<PageVisitor> {
  const { db, secureCookies } = context.get(appContext);
  // The header's "Basket (n)": no query for a visitor without a basket cookie.
  const { owner } = basketOwnerForRequest(request, user, { create: false, secureCookies });
  return { user: summariseUser(user), basketCount: await basketItemCount(db, owner) };
}
