/** The signed-in person of this request, put into React Router's context by the session middleware. */
import { createContext } from "react-router";
import type { Actor } from "./permissions.ts";

export interface CurrentUser extends Actor {
  email: string;
  name: string;
  title: string | null;
  status: string;
  /** pending | approved | declined, or null for individuals */
  organisationStatus: string | null;
  organisationName: string | null;
  /** The session's hashed token (to end it) and when it expires if idle. */
  sessionTokenHash: string;
  sessionExpiresAt: Date;
}

export const currentUserContext = createContext<CurrentUser | null>(null);

/** What pages may know of the signed-in person (root loader data; never the session token). */
export interface UserSummary {
  id: number;
  name: string;
  email: string;
  role: string;
  organisationId: number | null;
  organisationName: string | null;
  permissions: readonly string[];
}

export function summariseUser(user: CurrentUser | null): UserSummary | null {
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    organisationId: user.organisationId,
    organisationName: user.organisationName,
    permissions: user.permissions,
  };
}
