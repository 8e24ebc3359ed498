import { data, useLocation } from "react-router";
import { appContext } from "../../context.ts";
import { CompanyFinderForm } from "../../features/companies/company-finder-form.tsx";
import { companyFinderJsonResponse } from "../../features/companies/company-finder-json.server.ts";
import {
  companyFinderSchema,
  isCompanyFinderSubmission,
} from "../../features/companies/company-finder-schema.ts";
import { CompanyResults, type CompanyResultsState } from "../../features/companies/company-results.tsx";
import { findCompanies } from "../../features/companies/company-service.server.ts";
import { wantsJsonList } from "../../features/companies/finder-negotiation.ts";
import { type FieldError, type FormValues, parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/company-finder";

const EMPTY: FormValues = { companyname: "", companynumber: "" };
const IDLE: CompanyResultsState = { status: "idle" };

/**
 * Spec §7 calls `GET /service/company-finder` by ajax for the list of companies: a call that wants JSON
 * gets the same answer as `data.json`; browsers get the page. Either way the answer varies with the headers.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const url = new URL(request.url);
    const ajax =
      request.method === "GET" &&
      !url.pathname.endsWith(".data") &&
      wantsJsonList(request.headers.get("accept"), request.headers.get("x-requested-with"));
    const response = ajax
      ? await companyFinderJsonResponse(context.get(appContext).db, url.searchParams)
      : await next();
    response.headers.append("Vary", "Accept, X-Requested-With");
    return response;
  },
];

/**
 * `/service/company-finder?companyname=…&companynumber=…`. A first visit gets the empty form; a search
 * with bad input the form with its errors (400); a failed search the catalogue's message (500), never
 * what failed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const noErrors: FieldError[] = [];
  if (!isCompanyFinderSubmission(params)) {
    return data({ values: EMPTY, errors: noErrors, results: IDLE });
  }
  const parsed = parseForm(companyFinderSchema, params);
  if (!parsed.ok) {
    return data({ values: parsed.values, errors: parsed.errors, results: IDLE }, { status: 400 });
  }
  let results: CompanyResultsState;
  try {
    const { db } = context.get(appContext);
    results = await findCompanies(db, parsed.data);
  } catch (error) {
    // findCompanies reports its own failures; this catches anything around it, so the page still answers.
    console.error("company finder failed", error);
    results = { status: "error" };
  }
  return data(
    { values: parsed.values, errors: noErrors, results },
    { status: results.status === "error" ? 500 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const hasErrors = loaderData ? loaderData.errors.length > 0 : false;
  return [
    { title: `${hasErrors ? "Error: " : ""}Company finder - The Gazette` },
    {
      name: "description",
      content: "Find a company by its name or number and see the notices published about it.",
    },
  ];
};

export default function CompanyFinderPage({ loaderData }: Route.ComponentProps) {
  const { values, errors, results } = loaderData;
  const { search } = useLocation();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Company finder</h1>
        <p className="govuk-body">
          Find a company by its name or its company number, then see the notices published about it.
        </p>
        {/* A new search starts the form afresh (fields and errors found in the browser). */}
        <CompanyFinderForm key={search} values={values} errors={errors} />
        <CompanyResults state={results} />
      </div>
    </div>
  );
}
