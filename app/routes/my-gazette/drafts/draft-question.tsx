import { data, Form, href, Link, redirect } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { useErrorTitle } from "../../../components/forms/use-error-title.ts";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import {
  DRAFT_MESSAGES,
  draftInHand,
  draftPage,
  removeDraftItem,
  saveDraftPage,
} from "../../../features/placement/draft-service.server.ts";
import { QuestionFields } from "../../../features/placement/forms/question-fields.tsx";
import { nextPageAfter } from "../../../features/placement/forms/web-form.ts";
import { DomainError } from "../../../lib/domain-errors.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import type { FieldError, FormValues } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/draft-question";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.title} - ` : ""}Place a notice - My Gazette - The Gazette` },
];

const draftHome = (id: number) => href("/my-gazette/draft/:id", { id: String(id) });

/**
 * `/my-gazette/draft/{n}/{page}`: one question page of a draft's web form. Its answers are checked by the
 * page's schema and saved into the draft; then the next page of the section, or back to the task list. A
 * list page (`personal-representative`) shows the items with Change and Remove, and "?item=n" one item.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const hand = await draftInHand(context.get(appContext).db, user, Number(params.id));
  const { page, item } = draftPage(
    hand.form,
    params.page,
    new URL(request.url).searchParams.get("item"),
    hand.draft.data,
  );
  const collection = page.collection;
  const count = collection?.count(hand.draft.data) ?? 0;
  return {
    id: hand.draft.id,
    slug: page.slug,
    title: page.title,
    intro: page.intro ?? null,
    typeName: hand.typeName,
    code: hand.draft.noticeCode,
    item,
    groups: page.groups,
    constraints: formConstraints(page.schema(hand.ctx)),
    values: item === 0 && collection ? {} : page.values(hand.draft.data, hand.ctx, item),
    list:
      collection && item === 0
        ? {
            noun: collection.noun,
            canAdd: count < collection.max,
            items: Array.from({ length: count }, (_, i) => ({
              item: i + 1,
              rows: page.summary(hand.draft.data, i + 1),
            })),
          }
        : null,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  const hand = await draftInHand(db, user, Number(params.id));
  const url = new URL(request.url);
  const input = await request.formData();
  const at = draftPage(hand.form, params.page, url.searchParams.get("item"), hand.draft.data);
  const pageUrl = `${draftHome(hand.draft.id)}/${at.page.slug}`;
  if (input.get("intent") === "remove") {
    await removeDraftItem(db, hand, at, Number(input.get("item")));
    return redirect(pageUrl);
  }
  if (at.page.collection && at.item === 0) {
    // "Continue" from a list: there must be one item at least.
    if (at.page.collection.count(hand.draft.data) === 0)
      throw new DomainError("invalid-input", DRAFT_MESSAGES.noSuchPage);
    return redirect(nextPageAfter(hand.form, at.page.slug, hand.draft.id));
  }
  const saved = await saveDraftPage(db, hand, at, input);
  if (!saved.ok) return data({ errors: saved.errors, values: saved.values }, { status: 400 });
  return redirect(at.page.collection ? pageUrl : nextPageAfter(hand.form, at.page.slug, hand.draft.id));
}

function ItemList({
  id,
  slug,
  list,
}: {
  id: number;
  slug: string;
  list: {
    noun: string;
    canAdd: boolean;
    items: { item: number; rows: readonly { key: string; value: string }[] }[];
  };
}) {
  const pageUrl = `${draftHome(id)}/${slug}`;
  return (
    <>
      {list.items.map(({ item, rows }) => (
        <div className="govuk-summary-card" key={item}>
          <div className="govuk-summary-card__title-wrapper">
            <h2 className="govuk-summary-card__title">
              {list.noun[0]!.toUpperCase()}
              {list.noun.slice(1)} {item}
            </h2>
            <ul className="govuk-summary-card__actions">
              <li className="govuk-summary-card__action">
                <a className="govuk-link" href={`${pageUrl}?item=${item}`}>
                  Change
                  <span className="govuk-visually-hidden">
                    {" "}
                    {list.noun} {item}
                  </span>
                </a>
              </li>
              <li className="govuk-summary-card__action">
                <Form method="post" className="app-inline-form">
                  <CsrfInput />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="item" value={item} />
                  <button type="submit" className="app-link-button govuk-link">
                    Remove
                    <span className="govuk-visually-hidden">
                      {" "}
                      {list.noun} {item}
                    </span>
                  </button>
                </Form>
              </li>
            </ul>
          </div>
          <div className="govuk-summary-card__content">
            <SummaryList rows={rows.map((r) => ({ key: r.key, value: r.value }))} />
          </div>
        </div>
      ))}
      {list.canAdd ? (
        <p className="govuk-body">
          <a className="govuk-link" href={`${pageUrl}?item=${list.items.length + 1}`}>
            Add another {list.noun}
          </a>
        </p>
      ) : (
        <p className="govuk-body">You cannot add any more.</p>
      )}
      <Form method="post">
        <CsrfInput />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Continue
        </button>
      </Form>
    </>
  );
}

export default function DraftQuestionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, slug, title, intro, typeName, code, item, groups, constraints, list } = loaderData;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const values: FormValues = actionData?.values ?? loaderData.values;
  useErrorTitle(errors.length > 0);
  const heading = list ? `${title}s` : item > 0 ? `${title} ${item}` : title;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={draftHome(id)}>
          Back to the task list
        </Link>
        <ErrorSummary errors={errors} />
        <span className="govuk-caption-l">
          {typeName} ({code})
        </span>
        <h1 className="govuk-heading-l">{heading}</h1>
        {intro ? <p className="govuk-body">{intro}</p> : null}
        {list ? (
          <ItemList id={id} slug={slug} list={list} />
        ) : (
          <Form method="post" noValidate>
            <CsrfInput />
            <QuestionFields groups={groups} values={values} errors={errors} constraints={constraints} />
            <button type="submit" className="govuk-button" data-module="govuk-button">
              Save and continue
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
