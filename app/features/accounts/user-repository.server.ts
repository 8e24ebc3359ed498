import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type UserRole, type UserStatus, users } from "../../db/schema.ts";

export interface UserRecord {
  id: number;
  email: string;
  name: string;
  role: string;
  status: string;
}

export async function insertUser(
  db: Database,
  input: { email: string; name: string; passwordHash: string; role: UserRole; status?: UserStatus },
): Promise<UserRecord> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      name: input.name,
      passwordHash: input.passwordHash,
      role: input.role,
      status: input.status ?? "active",
    })
    .returning({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      status: users.status,
    });
  return row!;
}

export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<(UserRecord & { passwordHash: string | null }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      status: users.status,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.email, sql`lower(${email})`));
  return row ?? null;
}
