import { notFound } from "../../lib/http.server.ts";

/** Every address no other route claims: the 404 page (rendered by the root error boundary). */
export async function loader() {
  notFound();
}

export async function action() {
  notFound();
}

export default function NotFound() {
  return null;
}
