/**
 * The key under the notices map. Each symbol differs in shape as well as colour (a round place, a
 * square group, a cross for the centre, a dashed ring for the radius) and is named in words, so
 * nothing is told by colour alone (WCAG 1.4.1). The symbols are decoration: the words carry the meaning.
 */

import type { SearchArea } from "../search/search-types.ts";
import { searchAreaLabel } from "./map-notices.ts";

export function MapKey({ id, areas }: { id: string; areas: readonly SearchArea[] }) {
  // The same postcode and distance entered twice draws one circle: name it once.
  const labels = [...new Set(areas.map(searchAreaLabel))];
  return (
    <div className="app-map-key" id={id}>
      <h3 className="govuk-heading-s govuk-!-margin-bottom-2">Map key</h3>
      <ul className="govuk-list govuk-body-s app-map-key__list">
        <li>
          <span className="app-map-key__symbol app-map-symbol--place" aria-hidden="true">
            2
          </span>
          Round marker: a place with notices (the number is how many)
        </li>
        <li>
          <span className="app-map-key__symbol app-map-symbol--cluster" aria-hidden="true">
            9
          </span>
          Square marker: nearby places grouped together (select it to zoom in)
        </li>
        {areas.length > 0 ? (
          <>
            <li>
              <span className="app-map-key__symbol app-map-centre" aria-hidden="true" />
              Cross: the centre of the postcode searched
            </li>
            <li>
              <span className="app-map-key__symbol app-map-key__radius" aria-hidden="true" />
              Dashed circle: the distance searched
              <ul className="govuk-list govuk-body-s app-map-key__areas">
                {labels.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </li>
          </>
        ) : null}
      </ul>
    </div>
  );
}
