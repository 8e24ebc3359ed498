import {
  deceasedEstateTemplateCsv,
  deceasedEstateTemplateJson,
} from "../../../features/bundles/bundle-templates.ts";
import type { Route } from "./+types/bundle-template";

/** `/my-gazette/bundle/template.csv` and `template.json`: the 2903 templates to fill in (issue 13 point 5). */
export function loader({ request }: Route.LoaderArgs) {
  const json = new URL(request.url).pathname.endsWith(".json");
  return new Response(json ? deceasedEstateTemplateJson() : deceasedEstateTemplateCsv(), {
    headers: {
      "Content-Type": json ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="deceased-estates-2903-template.${json ? "json" : "csv"}"`,
      "Cache-Control": "private, max-age=3600",
    },
  });
}
