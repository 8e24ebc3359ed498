/**
 * Postcodes for other features (the address finder): a postcode as the geography import stored it, with
 * its position and local authority. Local authorities by name are in local-authority-search.server.ts.
 */
export { findPostcode, type PostcodeRow } from "./geo-repository.server.ts";
