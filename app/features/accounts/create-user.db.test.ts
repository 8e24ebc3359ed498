import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createUser, UserExistsError } from "./create-user.server.ts";
import { verifyPassword } from "./password-hash.server.ts";
import { findUserByEmail } from "./user-repository.server.ts";

describe("createUser", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("stores an argon2id hash, never the password, and a lower-case email", async () => {
    await createUser(handle.db, {
      email: "Clerk@Example.com",
      password: "Gz!2026abc",
      name: "Test Clerk",
      role: "staff",
    });
    const user = await findUserByEmail(handle.db, "clerk@example.com");
    expect(user?.role).toBe("staff");
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash!, "Gz!2026abc")).toBe(true);
    expect(await verifyPassword(user!.passwordHash!, "wrong")).toBe(false);
  });

  it("refuses a second account with the same email and unknown roles", async () => {
    await expect(
      createUser(handle.db, { email: "clerk@example.com", password: "Gz!2026abc", name: "X", role: "user" }),
    ).rejects.toBeInstanceOf(UserExistsError);
    await expect(
      createUser(handle.db, {
        email: "a@example.com",
        password: "Gz!2026abc",
        name: "X",
        role: "emperor" as "user",
      }),
    ).rejects.toThrow(/Role must be one of/);
  });
});
