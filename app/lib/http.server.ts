/** Responses for the failures every route shares. */
import { data } from "react-router";

export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export function jsonNotFound(): Response {
  return Response.json({ error: "Not found", status: 404 }, { status: 404 });
}
