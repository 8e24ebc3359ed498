/**
 * The issue purchase (spec §2, §5): the steps of choosing an issue, the purchase page of one issue, and
 * putting what was chosen into the basket. Uses the archive's own data (the years with issues, the month
 * issue list of spec §7) so the page without JavaScript offers exactly what the script loads.
 */
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import type { BasketOwner, BasketView, NewBasketItem } from "../baskets/basket-service.server.ts";
import { addBasketItems } from "../baskets/basket-service.server.ts";
import { parseMonth } from "../browse/browse-params.ts";
import { archiveYears, monthIssueList } from "../browse/browse-service.server.ts";
import { EDITIONS, getEdition, parseEditionId } from "../publications/editions.ts";
import { findSupplement, lookupIssue } from "../publications/issue-service.server.ts";
import { listProducts, type Product } from "../shop/catalogue-service.server.ts";
import {
  CHOICE_MESSAGES,
  type ChoiceField,
  EMPTY_SELECTION,
  ISSUE_LIST_QUERY,
  type IssueOption,
  type IssueSelection,
  issueOptions,
  MONTH_OPTIONS,
  purchaseAddress,
} from "./issue-choice.ts";
import type { PurchaseChoice } from "./purchase-form.ts";

export interface ChooserError {
  field: ChoiceField;
  message: string;
}

export type IssueChooser =
  | { kind: "redirect"; to: string }
  | {
      kind: "form";
      editions: { id: string; name: string }[];
      /** Only values that fit their parent: a stale child of a changed parent is reset. */
      selection: IssueSelection;
      years: string[];
      months: { value: string; label: string }[];
      issues: IssueOption[];
      error: ChooserError | null;
      /** The chosen month has no issues. */
      notice: string | null;
    };

/**
 * The chooser's state from its query. Without JavaScript the form is sent after each choice and comes
 * back with the next select filled in; once all four fit it is a redirect to the issue's purchase page.
 * A field sent empty gets its message; a value that no longer fits its parent is simply dropped.
 */
export async function issueChooser(
  db: Database,
  search: URLSearchParams,
  siteUrl: string,
): Promise<IssueChooser> {
  const editions = EDITIONS.map((e) => ({ id: e.id, name: e.name }));
  const form = (
    selection: IssueSelection,
    rest: Partial<
      Pick<Extract<IssueChooser, { kind: "form" }>, "years" | "months" | "issues" | "error" | "notice">
    >,
  ): IssueChooser => ({
    kind: "form",
    editions,
    selection,
    years: [],
    months: [],
    issues: [],
    error: null,
    notice: null,
    ...rest,
  });
  const sentEmpty = (field: ChoiceField) => search.has(field) && (search.get(field) ?? "") === "";
  const errorIf = (field: ChoiceField) =>
    sentEmpty(field) ? { field, message: CHOICE_MESSAGES[field] } : null;

  const edition = parseEditionId(search.get("edition"));
  if (!edition) return form(EMPTY_SELECTION, { error: errorIf("edition") });

  const years = await archiveYears(db, edition);
  const yearList = years.ok ? [...years.value].reverse() : [];
  const year = search.get("year") ?? "";
  if (!yearList.includes(year))
    return form({ ...EMPTY_SELECTION, edition }, { years: yearList, error: errorIf("year") });

  const month = parseMonth(search.get("month"));
  if (month === null)
    return form(
      { ...EMPTY_SELECTION, edition, year },
      { years: yearList, months: [...MONTH_OPTIONS], error: errorIf("month") },
    );

  const list = await monthIssueList(
    db,
    { edition, year, month: String(month) },
    new URLSearchParams(ISSUE_LIST_QUERY),
    siteUrl,
  );
  const issues = list.ok ? issueOptions(list.value.entry) : [];
  const selection = { edition, year, month: String(month), issue: "" };
  const chosen = issues.find((i) => String(i.number) === search.get("issue"));
  if (chosen) return { kind: "redirect", to: purchaseAddress(edition, chosen.number) };
  return form(selection, {
    years: yearList,
    months: [...MONTH_OPTIONS],
    issues,
    error: issues.length > 0 ? errorIf("issue") : null,
    notice: issues.length === 0 ? CHOICE_MESSAGES.noIssues(String(month), year) : null,
  });
}

export interface PurchasePage {
  edition: { id: string; name: string };
  issue: { number: number; publishedOn: string };
  /** What can be bought against this issue, in catalogue order. */
  products: Product[];
}

/**
 * The purchase page of an issue; null when there is no such issue (a 404). A copy of a supplement is
 * offered only for an issue that has one.
 */
export async function purchasePage(
  db: Database,
  editionParam: string | undefined,
  numberParam: string | undefined,
): Promise<PurchasePage | null> {
  const found = await lookupIssue(db, editionParam, numberParam);
  if (found.kind !== "found") return null;
  const { issue } = found;
  const [products, supplement] = await Promise.all([listProducts(db), findSupplement(db, issue, "1")]);
  const forIssue = products.filter((p) => p.needsIssue && (p.id !== SUPPLEMENT_COPY || supplement !== null));
  return {
    edition: { id: issue.editionId, name: getEdition(issue.editionId)?.name ?? issue.editionId },
    issue: { number: issue.number, publishedOn: issue.publishedOn },
    products: forIssue,
  };
}

/** The product that is a copy of an issue's supplement (spec §9 ids). */
const SUPPLEMENT_COPY = "gaz177";

/**
 * Puts the chosen products of `page`'s issue into the owner's basket; the name and honour go only on the
 * products that bear them. The basket's refusals (an item that can no longer be bought, a line over 200)
 * are DomainErrors with their message, and nothing is added.
 */
export async function addPurchaseToBasket(
  db: Database,
  owner: BasketOwner,
  page: PurchasePage,
  choice: PurchaseChoice,
): Promise<BasketView> {
  const items: NewBasketItem[] = choice.items.map(({ productId, quantity }) => {
    const product = page.products.find((p) => p.id === productId);
    if (!product) throw new DomainError("invalid-input", "This item cannot be bought with an issue.");
    const named = product.needsName
      ? { fullName: choice.fullName, ...(choice.honour === null ? {} : { honour: choice.honour }) }
      : {};
    return { productId, quantity, editionId: page.edition.id, issueNumber: page.issue.number, ...named };
  });
  return addBasketItems(db, owner, items);
}

/** "2 items have been added to your basket." */
export function addedMessage(choice: PurchaseChoice): string {
  const count = choice.items.reduce((n, item) => n + item.quantity, 0);
  return count === 1
    ? "1 item has been added to your basket."
    : `${count} items have been added to your basket.`;
}
