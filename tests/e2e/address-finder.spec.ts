import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { latestNoticeIds } from "./gazette.ts";

/**
 * The address finder (`/services/address-finder`): sample addresses for a real postcode (one a notice of
 * the demo data was placed at), and the spec's messages for everything else.
 */

interface AddressFinderBody {
  Result: {
    PostcodeAddresses: {
      CompanyName: string;
      Street1: string;
      Street2: string;
      Street3: string;
      City: string;
      County: string;
      PostalCode: string;
    }[];
  };
  Sample?: boolean;
  Notice?: string;
  Message?: string;
}

const NO_RESULTS = "Sorry no results were found, please try again or enter the address manually.";
const BAD_FORMAT =
  "Sorry, the postcode you entered is not in the correct format. Please try again or enter the address manually.";
const REQUIRED = "This field is required.";

/** A postcode from a latest notice's JSON `locations`: the demo data places notices at real postcodes. */
async function realPostcode(request: APIRequestContext): Promise<string> {
  for (const id of await latestNoticeIds(request)) {
    const response = await request.get(`/notice/${id}/data.json`);
    expect(response.status()).toBe(200);
    const json = (await response.json()) as { locations: { postcode: string | null }[] };
    const postcode = json.locations.find((l) => l.postcode)?.postcode;
    if (postcode) return postcode;
  }
  throw new Error("no latest notice has a postcode");
}

async function find(
  request: APIRequestContext,
  query: string,
): Promise<{ status: number; body: AddressFinderBody }> {
  const response = await request.get(`/services/address-finder${query}`, {
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  return { status: response.status(), body: (await response.json()) as AddressFinderBody };
}

test.describe("address finder", () => {
  test("a real postcode gives the same sample addresses every time, and says they are samples", async ({
    request,
  }) => {
    const postcode = await realPostcode(request);
    const first = await find(request, `?postcode=${encodeURIComponent(postcode)}`);
    expect(first.status).toBe(200);
    expect(first.body.Sample).toBe(true);
    expect(first.body.Notice).toMatch(/^Sample addresses: no open UK address list exists/);
    expect(first.body.Message).toBeUndefined();
    const rows = first.body.Result.PostcodeAddresses;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(15);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual([
        "CompanyName",
        "Street1",
        "Street2",
        "Street3",
        "City",
        "County",
        "PostalCode",
      ]);
      expect(row.PostalCode).toBe(postcode);
      expect(row.Street1).toMatch(/^(\d+ |Flat \d+, )/);
      expect(row.City).not.toBe("");
    }

    // Deterministic, whatever the spelling of the postcode.
    const again = await find(
      request,
      `?postcode=${encodeURIComponent(postcode.toLowerCase().replace(" ", ""))}`,
    );
    expect(again).toEqual(first);

    // The building number narrows the list to that building.
    const number = rows[0]!.Street1.match(/^\d+/)?.[0] ?? rows[0]!.Street2.match(/^\d+/)?.[0] ?? "";
    const one = await find(request, `?postcode=${encodeURIComponent(postcode)}&buildingnumber=${number}`);
    expect(one.status).toBe(200);
    expect(one.body.Result.PostcodeAddresses).toContainEqual(rows[0]);
    expect(one.body.Result.PostcodeAddresses.length).toBeLessThan(rows.length);

    const none = await find(request, `?postcode=${encodeURIComponent(postcode)}&buildingnumber=99999`);
    expect(none).toEqual({ status: 200, body: { Result: { PostcodeAddresses: [] }, Message: NO_RESULTS } });
  });

  test("a well-formed postcode that does not exist finds nothing", async ({ request }) => {
    expect(await find(request, "?postcode=ZZ99+9ZZ")).toEqual({
      status: 200,
      body: { Result: { PostcodeAddresses: [] }, Message: NO_RESULTS },
    });
  });

  test("a malformed postcode is refused with the format message", async ({ request }) => {
    for (const postcode of ["12345", "SW1A 1A", "LS1-4AP", "M1AE", "SW1A%201AA%201AA%201"]) {
      expect(await find(request, `?postcode=${postcode}`), postcode).toEqual({
        status: 400,
        body: { Result: { PostcodeAddresses: [] }, Message: BAD_FORMAT },
      });
    }
  });

  test("a missing postcode is required", async ({ request }) => {
    for (const query of ["", "?postcode=", "?postcode=%20%20", "?buildingnumber=12"]) {
      expect(await find(request, query), query).toEqual({
        status: 400,
        body: { Result: { PostcodeAddresses: [] }, Message: REQUIRED },
      });
    }
  });
});
