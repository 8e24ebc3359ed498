import { appContext, requestInfoContext } from "../../context.ts";
import { handleSimulatorApi } from "../../features/payments/simulator-api.server.ts";
import type { Route } from "./+types/simulator-api";

/**
 * `/payment-simulator/v1/…`: the simulator's REST API (JSON, authenticated by its key, not by a session:
 * exempt from the CSRF check). Not there at all where the simulator is off.
 */
function answer({ request, context }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> | Response {
  const { db, siteUrl, paymentSimulator } = context.get(appContext);
  const stranger = paymentSimulator?.thisMachineOnly && !context.get(requestInfoContext).fromThisMachine;
  if (!paymentSimulator || stranger) return new Response("Not found", { status: 404 });
  return handleSimulatorApi(request, { db, siteUrl, apiKey: paymentSimulator.apiKey });
}

export function loader(args: Route.LoaderArgs) {
  return answer(args);
}

export function action(args: Route.ActionArgs) {
  return answer(args);
}
