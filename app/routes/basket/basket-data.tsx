import { appContext } from "../../context.ts";
import { readBasket } from "../../features/baskets/basket-service.server.ts";
import type { Route } from "./+types/basket-data";
import { basketJsonResponse, basketRequest } from "./basket-request.server.ts";

/** Spec §7: GET /my-gazette/basket/data.json — `{ id, items, summary }`; a visitor with no basket reads empty. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = basketRequest(request, context, false);
  return basketJsonResponse(await readBasket(context.get(appContext).db, owner));
}
