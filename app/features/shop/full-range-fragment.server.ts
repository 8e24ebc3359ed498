/** The full range as the HTML fragment the shop widget's modal loads (ajax). */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { FullRangeList, type RangeProduct } from "./full-range-list.tsx";

export function fullRangeFragmentResponse(products: readonly RangeProduct[]): Response {
  return new Response(renderToString(createElement(FullRangeList, { products })), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
