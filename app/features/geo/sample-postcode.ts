/** A real postcode with its centre and post town: what invented addresses are built around. */
export interface SamplePostcode {
  postcode: string; // e.g. "SW1A 1AA"
  latitude: number;
  longitude: number;
  /** Post town, when known (from the outcode table), e.g. "London". */
  town: string | null;
}
