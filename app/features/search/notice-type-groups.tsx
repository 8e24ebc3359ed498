/**
 * The search form's notice-type boxes (spec §2 "Search form": notice-type groups with sub-groups and
 * checkboxes), apart from the form so that the browser loads them, and the taxonomy, only when it must draw
 * them itself (static-markup.tsx).
 */
import { CATEGORIES, NOTICE_TYPES, SECTIONS, SERVICES, type ServiceId } from "../taxonomy/taxonomy.ts";

function groupsFor(service: ServiceId) {
  const s = SERVICES[service];
  const codes = s.noticeCodes as readonly string[] | null;
  const cats = s.categoryCodes as readonly string[] | null;
  return CATEGORIES.filter((c) =>
    cats
      ? cats.includes(c.code)
      : codes
        ? NOTICE_TYPES.some((t) => t.categoryCode === c.code && codes.includes(t.code))
        : true,
  ).map((c) => {
    const types = NOTICE_TYPES.filter((t) => t.categoryCode === c.code && (!codes || codes.includes(t.code)));
    const sections = SECTIONS.filter((s2) => s2.categoryCode === c.code);
    const subgroups = sections.length
      ? [
          ...sections.map((sec) => ({
            id: sec.code,
            name: sec.name,
            types: types.filter((t) => t.sectionCode === sec.code),
          })),
          ...(types.some((t) => !t.sectionCode)
            ? [{ id: `${c.code}/other`, name: "Other", types: types.filter((t) => !t.sectionCode) }]
            : []),
        ].filter((g) => g.types.length)
      : [{ id: `${c.code}/all`, name: null, types }];
    return { code: c.code, name: c.name, subgroups };
  });
}

/**
 * The notice-type groups: ~200 boxes that are the same for every visitor with the same service and ticks,
 * so the server renders them once for each (StaticPart) and the browser keeps what the server drew: this
 * module (and the taxonomy it reads) is fetched only when a page in the browser needs other boxes. Pure: no
 * hooks, no context. No GOV.UK checkboxes script: these boxes reveal nothing and none is exclusive.
 */
export function NoticeTypeGroups({ service, ticked: tickedList }: { service: ServiceId; ticked: string[] }) {
  const groups = groupsFor(service);
  const ticked = new Set(tickedList);
  return (
    <>
      {groups.map((g) => {
        const anyTicked =
          ticked.has(`category:${g.code}`) ||
          g.subgroups.some((s) => s.types.some((t) => ticked.has(t.code)));
        return (
          <details
            key={g.code}
            className="app-type-group"
            data-group={g.code}
            open={anyTicked || groups.length === 1}
          >
            <summary className="app-type-group__summary">{g.name}</summary>
            <div className="govuk-checkboxes govuk-checkboxes--small">
              <div className="govuk-checkboxes__item">
                <input
                  className="govuk-checkboxes__input"
                  id={`category-${g.code}`}
                  name="categorycode"
                  type="checkbox"
                  value={g.code}
                  defaultChecked={ticked.has(`category:${g.code}`)}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor={`category-${g.code}`}>
                  {`All ${g.name.toLowerCase()} notices`}
                </label>
              </div>
              {/* Only for the ticking rules: it has no name, so it is never sent, and without scripts it is
                  not shown (app.scss). Always in the markup, so the browser need not draw the boxes again. */}
              <div className="govuk-checkboxes__item app-type-group__none">
                <input
                  className="govuk-checkboxes__input"
                  id={`category-${g.code}-none`}
                  type="checkbox"
                  defaultChecked={!anyTicked}
                  data-none=""
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor={`category-${g.code}-none`}>
                  None of these
                </label>
              </div>
            </div>
            {g.subgroups.map((sub) => {
              const subTicked = sub.types.some((t) => ticked.has(t.code));
              const boxes = (
                <div className="govuk-checkboxes govuk-checkboxes--small" key={`${sub.id}-boxes`}>
                  {sub.types.map((t) => (
                    <div className="govuk-checkboxes__item" key={t.code}>
                      <input
                        className="govuk-checkboxes__input"
                        id={`type-${t.code}`}
                        name="noticetypes"
                        type="checkbox"
                        value={t.code}
                        defaultChecked={ticked.has(t.code)}
                      />
                      {/* Whole strings, not pieces: each piece would be its own text node and marker. */}
                      <label className="govuk-label govuk-checkboxes__label" htmlFor={`type-${t.code}`}>
                        {`${t.name} `}
                        <span className="govuk-visually-hidden">(notice code</span>
                        {` (${t.code})`}
                        <span className="govuk-visually-hidden">)</span>
                      </label>
                    </div>
                  ))}
                </div>
              );
              return sub.name ? (
                <details
                  key={sub.id}
                  className={`app-subgroup${subTicked ? " app-subgroup--completed" : ""}`}
                  data-subgroup={sub.id}
                  open={subTicked}
                >
                  <summary className="app-subgroup__summary">{sub.name}</summary>
                  {boxes}
                </details>
              ) : (
                <div key={sub.id} data-subgroup={sub.id}>
                  {boxes}
                </div>
              );
            })}
          </details>
        );
      })}
    </>
  );
}
