/** The spec's saving messages (§8), shared by the team pages and their actions. */
export const TEAM_FLASH = {
  saved: "Your changes have been made",
  detailsUpdated: "User details updated.",
  detailsFailed: "Unable to update user details.",
} as const;
