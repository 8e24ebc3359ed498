import { formFrameworkScript } from "../../features/placement/form-framework.ts";

/** `GET /assets/formFramework.js`: the forms' script of the notice-creation and delete pages (spec §7). */
export function loader() {
  return new Response(formFrameworkScript(), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
