/**
 * What React Router logs (entry.server.tsx's `handleError`): real failures, with their stack. Not a request
 * the router itself refused as the client's mistake (a POST where there is no action: 405), which gets the
 * error page: its stack for each such request would bury the failures, and anyone could fill the log with
 * it. Nor a request whose client has gone away.
 */
import { type HandleErrorFunction, isRouteErrorResponse } from "react-router";

export const logServerError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
