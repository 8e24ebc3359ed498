/**
 * Saving a plain-text notice against the database: the draft's text and tags become its data (other
 * keys kept), title and sanitised body; only the placer (or a colleague who places notices) may, and
 * only while it is a draft.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { notices } from "../../../db/schema.ts";
import { createTestDatabase } from "../../../db/test-database.server.ts";
import { createTestUser } from "../../accounts/test-users.server.ts";
import { createTestNotice } from "../../my-notices/test-notices.server.ts";
import { readPlainTextSubmission } from "./plain-text-form.ts";
import { findPlainTextDraft, savePlainTextDraft } from "./plain-text-service.server.ts";
import { type TagField, tagFieldInputs } from "./tag-fields.ts";

type Person = Parameters<typeof savePlainTextDraft>[1];

const TEXT =
  "ACME WIDGETS LIMITED\n\nNotice is given by Jane Doe of 1 High Street, Leeds LS1 4AP <b>now</b>.";

const person = (id: number, organisationId: number | null, permissions: string[]): Person => ({
  id,
  role: "user",
  organisationId,
  permissions,
  name: `Person ${id}`,
});

describe("plain-text notices", () => {
  let handle: DatabaseHandle;
  let placer: Person;
  let colleague: Person;
  let viewer: Person;
  let stranger: Person;
  const draft = (status = "draft") =>
    createTestNotice(handle.db, {
      email: "placer@firm.test",
      status: status as never,
      noticeCode: "2460",
    }).then((n) => n!.id);

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const owner = await createTestUser(db, {
      email: "owner@firm.test",
      role: "account-owner",
      organisation: { name: "Firm LLP" },
    });
    const p = await createTestUser(db, {
      email: "placer@firm.test",
      organisationId: owner.organisationId!,
      permissions: ["place-notices"],
    });
    const c = await createTestUser(db, {
      email: "colleague@firm.test",
      organisationId: owner.organisationId!,
      permissions: ["place-notices", "view-team-notices"],
    });
    const v = await createTestUser(db, {
      email: "viewer@firm.test",
      organisationId: owner.organisationId!,
      permissions: ["view-team-notices"],
    });
    const s = await createTestUser(db, { email: "stranger@other.test" });
    placer = person(p.id, owner.organisationId, ["place-notices"]);
    colleague = person(c.id, owner.organisationId, ["place-notices", "view-team-notices"]);
    viewer = person(v.id, owner.organisationId, ["view-team-notices"]);
    stranger = person(s.id, null, []);
  });
  afterAll(() => handle.close());

  const tagsOf = (fields: TagField[]) => {
    const form = new FormData();
    form.append("text", TEXT.replace(/\n/g, "\r\n"));
    for (const f of fields) for (const [k, v] of tagFieldInputs(f)) form.append(k, v);
    const submission = readPlainTextSubmission(form);
    expect(submission.errors).toEqual([]);
    return submission;
  };
  const added = (id: number, kind: TagField["kind"], value: string): TagField => {
    const start = TEXT.indexOf(value);
    return { id, kind, status: "added", start, end: start + value.length, text: value };
  };

  it("saves the text and tags as the draft's data, title and body, keeping the draft's other data", async () => {
    const id = await draft();
    await handle.db
      .update(notices)
      .set({ data: { other: 1, company: { name: "stale" } } })
      .where(eq(notices.id, id));
    const {
      state: { text },
      tags,
    } = tagsOf([
      added(1, "person-name", "Jane Doe"),
      added(2, "address", "1 High Street, Leeds LS1 4AP"),
      added(3, "postcode", "LS1 4AP"),
    ]);
    await savePlainTextDraft(handle.db, placer, id, text, tags);

    const [row] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(row!.status).toBe("draft");
    expect(row!.title).toBe("Jane Doe");
    expect(row!.data).toEqual({
      other: 1,
      text: TEXT,
      tags: [
        { id: 1, kind: "person-name", start: 41, end: 49, value: "Jane Doe" },
        { id: 2, kind: "address", start: 53, end: 81, value: "1 High Street, Leeds LS1 4AP" },
        { id: 3, kind: "postcode", start: 74, end: 81, value: "LS1 4AP" },
      ],
      people: [{ name: "Jane Doe" }],
      addresses: [{ text: "1 High Street, Leeds LS1 4AP", postcode: "LS1 4AP" }],
      postcodes: ["LS1 4AP"],
    });
    expect(row!.bodyHtml).toBe(
      '<p>ACME WIDGETS LIMITED</p>\n<p>Notice is given by <span class="notice-tag notice-tag-person-name">Jane Doe</span> of <span class="notice-tag notice-tag-address">1 High Street, Leeds <span class="notice-tag notice-tag-postcode">LS1 4AP</span></span> &lt;b&gt;now&lt;/b&gt;.</p>',
    );
    expect(row!.bodyText).toBe(
      "ACME WIDGETS LIMITED\nNotice is given by Jane Doe of 1 High Street, Leeds LS1 4AP <b>now</b>.",
    );

    // The page shows them again as original tags.
    const shown = await findPlainTextDraft(handle.db, placer, id);
    expect(shown.noticeTypeName).toBeTruthy();
    expect(shown.state.text).toBe(TEXT);
    expect(shown.state.fields.map((f) => [f.id, f.status, f.start])).toEqual([
      [1, "original", 41],
      [2, "original", 53],
      [3, "original", 74],
    ]);

    // Saved again without tags: the tags' data goes, the title is the notice type's name.
    await savePlainTextDraft(handle.db, colleague, id, TEXT, []);
    const [again] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(again!.data).toEqual({ other: 1, text: TEXT, tags: [] });
    expect(again!.title).toBe(shown.noticeTypeName);
  });

  it("is for the placer and colleagues who place notices: a viewer is refused (403), anyone else 404", async () => {
    const id = await draft();
    await expect(findPlainTextDraft(handle.db, colleague, id)).resolves.toMatchObject({ id });
    await expect(savePlainTextDraft(handle.db, viewer, id, "x", [])).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(findPlainTextDraft(handle.db, stranger, id)).rejects.toMatchObject({ code: "not-found" });
    await expect(savePlainTextDraft(handle.db, stranger, id, "x", [])).rejects.toMatchObject({
      code: "not-found",
    });
    const [row] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(row!.data).toEqual({});
  });

  it("is only for drafts", async () => {
    const id = await draft("submitted");
    await expect(findPlainTextDraft(handle.db, placer, id)).rejects.toMatchObject({ code: "conflict" });
    await expect(savePlainTextDraft(handle.db, placer, id, "x", [])).rejects.toMatchObject({
      code: "conflict",
    });
    const [row] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(row!.data).toEqual({});
  });
});
