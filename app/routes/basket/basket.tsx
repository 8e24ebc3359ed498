import { href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { appContext } from "../../context.ts";
import { readAddForm, readMethod } from "../../features/baskets/basket-forms.ts";
import { basketJson } from "../../features/baskets/basket-json.ts";
import { FLASH } from "../../features/baskets/basket-messages.ts";
import { addBasketItems, emptyBasket, readBasket } from "../../features/baskets/basket-service.server.ts";
import { MiniBasket } from "../../features/baskets/mini-basket.tsx";
import type { Route } from "./+types/basket";
import { basketChangeAnswer, basketRequest } from "./basket-request.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Your basket - The Gazette" }];

/** The mini basket as a page (spec §2 /my-gazette/basket): what the pop-up shows, without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = basketRequest(request, context, false);
  return { basket: basketJson(await readBasket(context.get(appContext).db, owner)) };
}

/**
 * Spec §7: POST /my-gazette/basket adds an item (productId, quantity default 1, optional edition, issue,
 * fullName, honour); with _method=delete (any case) it removes every item. A visitor's first add makes
 * their basket and its cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { db } = context.get(appContext);
  if (readMethod(form) === "DELETE") {
    const basket = basketRequest(request, context, false);
    return basketChangeAnswer(
      request,
      basket,
      await emptyBasket(db, basket.owner),
      FLASH.emptied,
      form.get("returnUrl"),
    );
  }
  const item = readAddForm(form);
  const basket = basketRequest(request, context, true);
  if (!basket.owner) throw new Error("basket owner not made");
  const view = await addBasketItems(db, basket.owner, [item]);
  return basketChangeAnswer(request, basket, view, FLASH.added, form.get("returnUrl"));
}

export default function BasketPage({ loaderData }: Route.ComponentProps) {
  const { basket } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Your basket</h1>
        <MiniBasket basket={basket} />
        {basket.items.length > 0 ? (
          <form method="post" action={href("/my-gazette/basket")} className="govuk-!-margin-top-6">
            <CsrfInput />
            <input type="hidden" name="_method" value="delete" />
            <button type="submit" className="govuk-button govuk-button--warning">
              Remove all items
            </button>
          </form>
        ) : null}
      </div>
    </div>
  );
}
