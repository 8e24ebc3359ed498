/** Creating a user from the operations CLI (registration through the site arrives with accounts). */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { hashPassword } from "./password-hash.server.ts";
import { USER_ROLES } from "./permissions.ts";
import { findUserByEmail, insertUser, type UserRecord } from "./user-repository.server.ts";

export const createUserSchema = z.object({
  email: z.email("Please enter a valid email address."),
  password: z
    .string()
    .min(7, "Passwords are 7 to 20 characters.")
    .max(20, "Passwords are 7 to 20 characters."),
  name: z.string().trim().min(1, "This field is required.").max(200),
  role: z.enum(USER_ROLES, { message: `Role must be one of: ${USER_ROLES.join(", ")}` }),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;

export class UserExistsError extends Error {}

export async function createUser(db: Database, input: CreateUserInput): Promise<UserRecord> {
  const parsed = createUserSchema.parse(input);
  if (await findUserByEmail(db, parsed.email))
    throw new UserExistsError(`A user with the email ${parsed.email} already exists.`);
  return insertUser(db, {
    email: parsed.email,
    name: parsed.name,
    role: parsed.role,
    passwordHash: await hashPassword(parsed.password),
  });
}
