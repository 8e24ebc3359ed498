/**
 * Realistic notices for the representation tests. The wording follows real Gazette notices; every
 * person, firm and company is synthetic and obviously so (domain.md, "Geography": example.com
 * addresses, Ofcom drama numbers, company numbers in an unused range). Each call returns a fresh
 * object so a test may change it freely.
 */
import type { Notice } from "../notice-types.ts";

export const FIXTURE_SITE_URL = "https://gazette.example";

/** A 2903 Deceased Estates notice (Trustee Act 1925 s.27), London edition. */
export function sampleNotice(): Notice {
  return {
    id: 4812345,
    noticeCode: "2903",
    noticeTypeName: "Deceased Estates",
    categoryCode: "29",
    categoryName: "Personal Legal",
    linkedDataClass: "personal-legal#DeceasedEstatesNotice",
    editionId: "london",
    status: "published",
    title: "Arthur Bartholomew TESTWOOD (Deceased)",
    bodyHtml: [
      "<p><strong>ARTHUR BARTHOLOMEW TESTWOOD</strong> (Deceased)</p>",
      "<p>Pursuant to section 27 of the Trustee Act 1925, any persons having a claim against or an interest ",
      "in the Estate of the above-named, late of 12 Example Terrace, Little Sampleton, Exeter EX4 4QJ, ",
      "Retired Lighthouse Keeper, who died on 14 September 2026, are required to send written particulars ",
      "thereof to the undersigned solicitors on or before 23 January 2027, after which date the Personal ",
      "Representatives will distribute the estate among the persons entitled thereto, having regard only to ",
      "claims and interests of which they have had notice.</p>",
      "<p>Fictitious &amp; Partners LLP, 1 Placeholder Row, London EC4A 2BB.<br>",
      "Telephone: 020 7946 0123. Email: probate@example.com. Reference: ABT/2026/0042.<br>",
      "(Penelope Quill Placeholder, Personal Representative)</p>",
    ].join(""),
    bodyText: [
      "ARTHUR BARTHOLOMEW TESTWOOD (Deceased)",
      "Pursuant to section 27 of the Trustee Act 1925, any persons having a claim against or an interest in the " +
        "Estate of the above-named, late of 12 Example Terrace, Little Sampleton, Exeter EX4 4QJ, Retired " +
        "Lighthouse Keeper, who died on 14 September 2026, are required to send written particulars thereof to " +
        "the undersigned solicitors on or before 23 January 2027, after which date the Personal Representatives " +
        "will distribute the estate among the persons entitled thereto, having regard only to claims and " +
        "interests of which they have had notice.",
      "Fictitious & Partners LLP, 1 Placeholder Row, London EC4A 2BB. Telephone: 020 7946 0123. " +
        "Email: probate@example.com. Reference: ABT/2026/0042. (Penelope Quill Placeholder, Personal Representative)",
    ].join("\n\n"),
    data: {
      deceased: {
        title: "Mr",
        forenames: "Arthur Bartholomew",
        surname: "Testwood",
        alsoKnownAs: ["Bart Testwood"],
        occupation: "Retired Lighthouse Keeper",
        dateOfDeath: "2026-09-14",
        address: {
          lines: ["12 Example Terrace", "Little Sampleton"],
          town: "Exeter",
          postcode: "EX4 4QJ",
        },
      },
      personalRepresentatives: [
        {
          name: "Fictitious & Partners LLP",
          capacity: "Solicitors",
          address: { lines: ["1 Placeholder Row"], town: "London", postcode: "EC4A 2BB" },
          phone: "020 7946 0123",
          email: "probate@example.com",
          reference: "ABT/2026/0042",
        },
        { name: "Penelope Quill Placeholder", capacity: "Personal Representative" },
      ],
      claimDeadline: "2027-01-23",
      legislation: "Trustee Act 1925 s.27",
    },
    issue: { editionId: "london", number: 64912, publishedOn: "2026-11-20", isbn: "978-0-11-999123-9" },
    page: "21734",
    publishedAt: "2026-11-19T09:00:00.000Z",
    earliestPublicationAt: "2026-11-19T00:00:00.000Z",
    submittedAt: "2026-11-12T14:32:10.000Z",
    placingOrganisation: { id: 17, name: "Fictitious & Partners LLP" },
    version: 1,
    companyNumber: null,
    latitude: 50.7365,
    longitude: -3.5345,
    locations: [
      {
        role: "deceased-address",
        address: "12 Example Terrace, Little Sampleton, Exeter",
        postcode: "EX4 4QJ",
        latitude: 50.7365,
        longitude: -3.5345,
        localAuthorityCode: "E07000041",
        localAuthorityName: "Exeter",
      },
    ],
    people: [
      { role: "deceased", fullName: "Arthur Bartholomew Testwood" },
      { role: "personal-representative", fullName: "Penelope Quill Placeholder" },
    ],
    companies: [],
  };
}

/** A 2452 Winding-Up Order made by the High Court, London edition. */
export function sampleCompanyNotice(): Notice {
  const office = "Unit 7, Sample Trading Estate, Fictional Road, Manchester";
  return {
    id: 4812399,
    noticeCode: "2452",
    noticeTypeName: "Winding-Up Orders",
    categoryCode: "24",
    categoryName: "Corporate Insolvency",
    linkedDataClass: "insolvency#WindingUpOrdersNotice",
    editionId: "london",
    status: "published",
    title: "EXAMPLE WIDGET FABRICATORS LIMITED",
    bodyHtml: [
      "<p>In the High Court of Justice<br>Business and Property Courts of England and Wales<br>",
      "Insolvency and Companies List (ChD)<br>No CR-2026-004321 of 2026</p>",
      "<p>In the Matter of <strong>EXAMPLE WIDGET FABRICATORS LIMITED</strong><br>(Company Number 99912345)</p>",
      `<p>Registered office: ${office}, M1 1AE</p>`,
      `<p>Principal trading address: ${office}, M1 1AE</p>`,
      "<p>Nature of business: Manufacture of other fabricated metal products</p>",
      "<p>Date of Winding-up Order: 11 November 2026</p>",
      "<p>Date of Presentation of Petition: 2 September 2026</p>",
      "<p>Name and address of Official Receiver: Official Receiver, Example House, 10 Placeholder Street, ",
      "Manchester M2 4WU, telephone 0161 496 0123, email or.manchester@example.com</p>",
      "<p>Capacity of office holder(s): Liquidator</p>",
    ].join(""),
    bodyText: [
      "In the High Court of Justice Business and Property Courts of England and Wales Insolvency and Companies " +
        "List (ChD) No CR-2026-004321 of 2026",
      "In the Matter of EXAMPLE WIDGET FABRICATORS LIMITED (Company Number 99912345)",
      `Registered office: ${office}, M1 1AE`,
      `Principal trading address: ${office}, M1 1AE`,
      "Nature of business: Manufacture of other fabricated metal products",
      "Date of Winding-up Order: 11 November 2026",
      "Date of Presentation of Petition: 2 September 2026",
      "Name and address of Official Receiver: Official Receiver, Example House, 10 Placeholder Street, " +
        "Manchester M2 4WU, telephone 0161 496 0123, email or.manchester@example.com",
      "Capacity of office holder(s): Liquidator",
    ].join("\n\n"),
    data: {
      court:
        "High Court of Justice, Business and Property Courts of England and Wales, Insolvency and Companies List (ChD)",
      caseNumber: "CR-2026-004321",
      caseYear: 2026,
      company: {
        name: "EXAMPLE WIDGET FABRICATORS LIMITED",
        number: "99912345",
        registeredOffice: {
          lines: ["Unit 7, Sample Trading Estate", "Fictional Road"],
          town: "Manchester",
          postcode: "M1 1AE",
          latitude: 53.4794,
          longitude: -2.2453,
        },
        principalTradingAddress: {
          lines: ["Unit 7, Sample Trading Estate", "Fictional Road"],
          town: "Manchester",
          postcode: "M1 1AE",
        },
        natureOfBusiness: "Manufacture of other fabricated metal products",
      },
      dateOfPresentationOfPetition: "2026-09-02",
      dateOfWindingUpOrder: "2026-11-11",
      petitioner: { name: "Sampleton Steel Supplies Limited" },
      liquidators: [
        {
          name: "Official Receiver",
          capacity: "Liquidator",
          address: {
            lines: ["Example House", "10 Placeholder Street"],
            town: "Manchester",
            postcode: "M2 4WU",
          },
          phone: "0161 496 0123",
          email: "or.manchester@example.com",
        },
      ],
    },
    issue: { editionId: "london", number: 64912, publishedOn: "2026-11-20", isbn: "978-0-11-999123-9" },
    page: "21688",
    publishedAt: "2026-11-19T09:00:00.000Z",
    earliestPublicationAt: null,
    submittedAt: "2026-11-18T10:05:00.000Z",
    placingOrganisation: { id: 3, name: "The Insolvency Service (Example Office)" },
    version: 1,
    companyNumber: "99912345",
    latitude: 53.4794,
    longitude: -2.2453,
    locations: [
      {
        role: "registered-office",
        address: `${office}`,
        postcode: "M1 1AE",
        latitude: 53.4794,
        longitude: -2.2453,
        localAuthorityCode: "E08000003",
        localAuthorityName: "Manchester",
      },
    ],
    people: [],
    companies: [{ number: "99912345", name: "EXAMPLE WIDGET FABRICATORS LIMITED", role: "subject" }],
  };
}

/** The sample notice with a body long enough to run over several pages. */
export function longNotice(): Notice {
  const notice = sampleNotice();
  const paragraph =
    "<p>Notice is hereby given that creditors of the above-named are required, on or before the date shown, " +
    "to send their names and addresses and the particulars of their debts or claims to the undersigned.</p>";
  notice.bodyHtml = `<h2>Particulars</h2>${paragraph.repeat(60)}<ul><li>First item</li><li>Second item</li></ul>`;
  return notice;
}
