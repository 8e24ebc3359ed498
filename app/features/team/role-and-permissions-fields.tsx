import { ChoiceField, type FieldErrors } from "../../components/forms/fields.tsx";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { PERMISSION_LABELS, ROLE_LABELS, TEAM_ROLES, USER_PERMISSIONS } from "../accounts/permissions.ts";
import { permissionsSchema } from "./team-schema.ts";

const CONSTRAINTS = formConstraints(permissionsSchema);

const ROLE_HINTS: Record<(typeof TEAM_ROLES)[number], string> = {
  user: "Uses the account as you allow below.",
  "super-user": "Can also change other users' details and passwords.",
  "company-admin": "Can also change the payment method, company logo and statement.",
};

/** The role radios and permission checkboxes of the add-user and permissions forms. */
export function RoleAndPermissionsFields({
  role,
  permissions,
  errors,
}: {
  role: string;
  permissions: readonly string[];
  errors: FieldErrors;
}) {
  return (
    <>
      <ChoiceField
        type="radio"
        name="role"
        legend="Role"
        options={TEAM_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r], hint: ROLE_HINTS[r] }))}
        values={[role]}
        errors={errors}
        constraints={CONSTRAINTS.role}
      />
      <ChoiceField
        type="checkbox"
        name="permissions"
        legend="Permissions"
        hint="Select all that apply."
        options={USER_PERMISSIONS.map((p) => ({ value: p, label: PERMISSION_LABELS[p] }))}
        values={permissions}
        errors={errors}
      />
    </>
  );
}
