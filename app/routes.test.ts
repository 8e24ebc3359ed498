/**
 * The route configuration keeps every signed-in page behind its area's guard (issue 10): the guards are
 * middleware of layout routes, so a page is guarded by where it sits in app/routes.ts, and this checks
 * where every page sits and what each guard lets through.
 */
import { readFileSync } from "node:fs";
import type { MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { person, runGuard } from "./features/accounts/area-guard.test-helper.ts";
import routes from "./routes.ts";

interface Entry {
  path?: string;
  file: string;
  index?: boolean;
  children?: Entry[];
}

interface Leaf {
  path: string;
  file: string;
  /** The layout routes above it, outermost first. */
  layouts: string[];
}

function leaves(entries: readonly Entry[], parent = "", layouts: string[] = []): Leaf[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join("/");
    if (!entry.children) return [{ path, file: entry.file, layouts }];
    const inner = entry.path === undefined && !entry.index ? [...layouts, entry.file] : layouts;
    return leaves(entry.children, path, inner);
  });
}

const ALL = leaves(routes as Entry[]);
const source = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");

const SIGNED_IN = "routes/my-gazette/my-gazette-layout.tsx";
const TEAM = "routes/my-gazette/team/team-layout.tsx";
const COMPANY = "routes/my-gazette/company/company-layout.tsx";
const IMAGES = "routes/my-gazette/images/images-layout.tsx";
const STAFF = "routes/admin/admin-layout.tsx";
const SHOP = "routes/admin/shop/shop-layout.tsx";
const PLACE_NOTICE = "routes/my-gazette/place-notice/place-notice-layout.tsx";
const NOTICE_FEES = "routes/admin/notice-fees/notice-fees-layout.tsx";
const API_CLIENTS = "routes/admin/api-clients/api-clients-layout.tsx";
const INJUNCTIONS = "routes/admin/injunctions/injunctions-layout.tsx";
const ISSUES = "routes/admin/issues/issues-layout.tsx";
const MODERATION = "routes/admin/notices/moderation-layout.tsx";

/** Addresses in the areas that must work signed out, and why. */
const OPEN_IN_AREA: Record<string, string> = {
  "my-gazette/account/data.json": "answers 401 'Unauthorized' itself when signed out (spec §8)",
  "my-gazette/account/status": "the locked account's page: its owner cannot sign in",
  "my-gazette/account/unlock": "the link of the unlock e-mail",
  "my-gazette/account/confirm-email": "the link of the e-mail to a new address, opened anywhere",
  // The basket (issue 11): visitors buy signed out, their basket behind a cookie; each route finds the owner.
  "my-gazette/basket": "the visitor's or person's basket page, and adding to it, signed out too",
  "my-gazette/basket/data.json": "the basket's JSON: an unknown visitor's is the empty basket",
  "my-gazette/basket/item/:itemId": "removing or changing an item of one's own basket, visitors too",
  "my-gazette/basket/item/:itemId/quantity/data.json": "the quantity call of one's own basket, visitors too",
  "my-gazette/basket/item/:itemId/remove": "the Keep or Remove question without JavaScript, visitors too",
};

/** Per area: which addresses belong to it (apart from named exceptions) and who its guard lets in. */
const AREAS = [
  {
    layout: SIGNED_IN,
    belongs: (path: string) => /^(my-gazette|admin)(\/|$)/.test(path) && !(path in OPEN_IN_AREA),
    enters: [
      "user",
      "account-owner",
      "super-user",
      "company-admin",
      "account-admin",
      "staff",
      "individual",
      "member with manage-images",
      "member who may place notices",
    ],
    module: () => import("./routes/my-gazette/my-gazette-layout.tsx"),
  },
  {
    layout: TEAM,
    belongs: (path: string) => /^my-gazette\/team(\/|$)/.test(path),
    enters: ["account-owner", "super-user"],
    module: () => import("./routes/my-gazette/team/team-layout.tsx"),
  },
  {
    layout: COMPANY,
    belongs: (path: string) =>
      /^my-gazette\/company(\/|$)/.test(path) &&
      // Anyone signed in may claim a directorship; an organisation's images are its people's and the staff's.
      !["my-gazette/company/director-claim", "my-gazette/company/images/:id"].includes(path),
    enters: ["account-owner", "company-admin"],
    module: () => import("./routes/my-gazette/company/company-layout.tsx"),
  },
  {
    layout: IMAGES,
    // An image file is shown to its organisation's people, whoever may upload.
    belongs: (path: string) => /^my-gazette\/images(\/|$)/.test(path) && path !== "my-gazette/images/:id",
    // Account admins and staff belong to no organisation: like individuals, they hold every permission.
    enters: ["account-owner", "account-admin", "staff", "individual", "member with manage-images"],
    module: () => import("./routes/my-gazette/images/images-layout.tsx"),
  },
  {
    layout: STAFF,
    belongs: (path: string) => /^admin(\/|$)/.test(path),
    enters: ["account-admin", "staff"],
    module: () => import("./routes/admin/admin-layout.tsx"),
  },
  {
    layout: SHOP,
    // The shop's back office moves money and sets prices: staff only, not account admins.
    belongs: (path: string) => /^admin\/(orders|discount-codes|products)(\/|$)/.test(path),
    enters: ["staff"],
    module: () => import("./routes/admin/shop/shop-layout.tsx"),
  },
  {
    layout: PLACE_NOTICE,
    // The account owner data serves checkout's address forms too, so it is every signed-in person's. A
    // draft's pages place a notice too; its documents page is also a team viewer's to read (it guards
    // changes itself). Bundles place notices too.
    belongs: (path: string) =>
      (/^my-gazette\/place-notice(\/|$)/.test(path) && path !== "my-gazette/place-notice/user/data.json") ||
      /^my-gazette\/draft\/:id(\/(?!documents)|$)/.test(path) ||
      // Bundles place many notices at once (issue 13 point 5): their pages, reports and basket call.
      /^my-gazette\/(bundle(\/|$)|notice\/:id\/validation-report$|basket\/multiple-items\/bundle$)/.test(
        path,
      ),
    // Like the images: account admins and staff belong to no organisation, so they hold every permission.
    enters: ["account-owner", "account-admin", "staff", "individual", "member who may place notices"],
    module: () => import("./routes/my-gazette/place-notice/place-notice-layout.tsx"),
  },
  {
    layout: NOTICE_FEES,
    // Fees are what placers pay: staff only, as the shop's prices.
    belongs: (path: string) => /^admin\/notice-fees(\/|$)/.test(path),
    enters: ["staff"],
    module: () => import("./routes/admin/notice-fees/notice-fees-layout.tsx"),
  },
  {
    layout: API_CLIENTS,
    // A client's secret opens any account whose password it is given: staff only.
    belongs: (path: string) => /^admin\/api-clients(\/|$)/.test(path),
    enters: ["staff"],
    module: () => import("./routes/admin/api-clients/api-clients-layout.tsx"),
  },
  {
    layout: INJUNCTIONS,
    // Court injunctions are the account admins' (issue 13), and staff's.
    belongs: (path: string) => /^admin\/injunctions(\/|$)/.test(path),
    enters: ["account-admin", "staff"],
    module: () => import("./routes/admin/injunctions/injunctions-layout.tsx"),
  },
  {
    layout: ISSUES,
    // Compiling an issue publishes notices: staff who decide notices, not account admins.
    belongs: (path: string) => /^admin\/issues(\/|$)/.test(path),
    enters: ["staff"],
    module: () => import("./routes/admin/issues/issues-layout.tsx"),
  },
  {
    layout: MODERATION,
    // Approving, rejecting and withdrawing notices are the Gazette's editorial decisions: staff only.
    belongs: (path: string) => /^admin\/notices(\/|$)/.test(path),
    enters: ["staff"],
    module: () => import("./routes/admin/notices/moderation-layout.tsx"),
  },
];

describe("the signed-in areas of app/routes.ts", () => {
  it("have no layout routes but their guards", () => {
    const layouts = new Set(ALL.flatMap((leaf) => leaf.layouts));
    expect([...layouts].sort()).toEqual(AREAS.map((a) => a.layout).sort());
  });

  for (const area of AREAS) {
    it(`put exactly the addresses of ${area.layout} below it`, () => {
      const below = ALL.filter((leaf) => leaf.layouts.includes(area.layout)).map((leaf) => leaf.path);
      const belonging = ALL.filter((leaf) => area.belongs(leaf.path)).map((leaf) => leaf.path);
      expect(below.sort()).toEqual(belonging.sort());
      expect(below.length).toBeGreaterThan(0);
    });
  }

  it("nest every inner area inside the signed-in area", () => {
    for (const leaf of ALL.filter((l) => l.layouts.length > 0))
      expect(leaf.layouts[0], leaf.path).toBe(SIGNED_IN);
  });

  it("leave open the pages reached signed out", () => {
    const open = [
      "alerts/unsubscribe",
      "choose-password",
      "sign-in",
      "register/confirm",
      ...Object.keys(OPEN_IN_AREA),
    ];
    for (const path of open) {
      const leaf = ALL.find((l) => l.path === path);
      expect(leaf, path).toBeDefined();
      expect(leaf!.layouts, path).toEqual([]);
    }
  });

  it("give every guarded page a loader, so that client-side navigations ask the server and its guards", () => {
    const pages = ALL.filter((l) => l.layouts.length > 0 && /export default function/.test(source(l.file)));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages)
      expect(source(page.file), page.file).toMatch(/export\s+(async\s+)?function\s+loader\b/);
  });

  it("guard each team page about a person by its own middleware, which finds the person", () => {
    const memberPages = ALL.filter((l) => l.layouts.includes(TEAM) && l.path.includes(":id"));
    expect(memberPages.length).toBeGreaterThan(4);
    for (const page of memberPages)
      expect(source(page.file), page.file).toMatch(
        /export const middleware[^=]*= \[teamMemberGuard\("[\w-]+"\)\]/,
      );
  });
});

const PEOPLE = {
  user: person("user"),
  "account-owner": person("account-owner"),
  "super-user": person("super-user"),
  "company-admin": person("company-admin"),
  "account-admin": person("account-admin", null),
  staff: person("staff", null),
  individual: person("user", null),
  "member with manage-images": person("user", 7, ["manage-images"]),
  "member who may place notices": person("user", 7, ["place-notices"]),
};

describe("the guard of each area", () => {
  for (const area of AREAS) {
    it(`${area.layout} lets in ${area.enters.join(", ")}; sends others to sign in or refuses them`, async () => {
      const { middleware } = (await area.module()) as { middleware: MiddlewareFunction<Response>[] };
      expect(middleware).toHaveLength(1);
      const guard = middleware[0]!;
      const signedOut = await runGuard(guard, null);
      expect((signedOut.thrown as Response).headers.get("Location")).toMatch(/^\/sign-in\?redirectUrl=/);
      for (const [who, user] of Object.entries(PEOPLE)) {
        const outcome = await runGuard(guard, user);
        expect(outcome.allowed, who).toBe(area.enters.includes(who));
        if (!outcome.allowed) expect((outcome.thrown as { init: ResponseInit }).init.status, who).toBe(403);
      }
    });
  }
});
