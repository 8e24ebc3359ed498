/**
 * Personal legal notices about the dead: 2903 Deceased Estates (Trustee Act 1925 s.27; Trustee Act
 * (Northern Ireland) 1958 s.28; executors' notices in Scotland), 2902 Next of Kin, 2904 Unclaimed Estates.
 */
import { AFTER, S27, S28 } from "../../features/placement/forms/deceased-estate-notice.ts";
import { type Address, addressData, formatAddress, locationOf, overseasAddress } from "./addresses.ts";
import { addDays, addMonths, esc, formatDate } from "./format.ts";
import {
  type Ctx,
  field,
  firmRepresentative,
  initialsOf,
  localAddress,
  type NoticeDraft,
  type NoticeGenerator,
  type PersonRef,
  type Placer,
  personRef,
  placerOfFirm,
  reference,
} from "./kit.ts";
import {
  dateOfBirth,
  dramaTelephone,
  exampleEmail,
  gazetteName,
  inventForename,
  inventSurname,
  makePerson,
  type Person,
  pickOccupation,
} from "./people.ts";

interface Representative {
  data: Record<string, unknown>;
  text: string;
  people: PersonRef[];
  placer: Placer | null;
}

function deceasedAddresses(ctx: Ctx): Address[] {
  const { rng } = ctx;
  const roll = rng.next();
  const main =
    roll < 0.05
      ? overseasAddress(rng)
      : localAddress(ctx, { flat: rng.chance(0.12), building: rng.chance(0.06), withPostcode: roll > 0.08 });
  const out = [main];
  if (rng.chance(0.12)) out.push(localAddress(ctx, { flat: rng.chance(0.1) }));
  return out;
}

function representatives(ctx: Ctx, deceased: Person): Representative[] {
  const { rng, world, jurisdiction } = ctx;
  if (rng.chance(0.85)) {
    const firm = world.pickSolicitors(rng, jurisdiction);
    const ref = reference(rng, initialsOf(firm.name));
    const executor = rng.chance(0.35)
      ? makePerson(rng, jurisdiction, {
          surname: rng.chance(0.6) ? deceased.surname : undefined,
          withTitle: false,
        })
      : null;
    const text = `${esc(firm.name)}, ${esc(formatAddress(firm.address))} (Ref: ${esc(ref)}; telephone ${esc(firm.telephone)}; email ${esc(firm.email)})${executor ? `, solicitors for ${esc(executor.fullName)}, executor` : ""}`;
    return [
      {
        data: firmRepresentative(firm, ref),
        text,
        people: executor ? [personRef("personal-representative", executor)] : [],
        placer: placerOfFirm(firm),
      },
    ];
  }
  // Lay personal representatives, often relatives, placing the notice themselves.
  const count = rng.chance(0.3) ? 2 : 1;
  return Array.from({ length: count }, () => {
    const p = makePerson(rng, jurisdiction, { surname: rng.chance(0.7) ? deceased.surname : undefined });
    const a = localAddress(ctx);
    const telephone = dramaTelephone(rng, jurisdiction, rng.chance(0.6));
    const email = exampleEmail(p.forenames.split(" ")[0] ?? "", p.surname);
    return {
      data: { name: p.fullName, address: addressData(a), telephone, email },
      text: `${esc(p.fullName)}, ${esc(formatAddress(a))} (telephone ${esc(telephone)}; email ${esc(email)}), executor`,
      people: [personRef("personal-representative", p)],
      placer: null,
    };
  });
}

function stripUndefined<T extends Record<string, unknown>>(o: T): T {
  for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k];
  return o;
}

export const deceasedEstate: NoticeGenerator = (ctx) => {
  const { rng, jurisdiction, publishedOn } = ctx;
  const person = makePerson(rng, jurisdiction, { withTitle: rng.chance(0.4) });
  const range = rng.chance(0.03);
  const diedOn = addDays(
    publishedOn,
    -rng.weighted([
      [rng.int(14, 60), 3],
      [rng.int(60, 200), 6],
      [rng.int(200, 700), 1],
    ] as const),
  );
  const dateOfDeathFrom = range ? addDays(diedOn, -rng.int(5, 40)) : undefined;
  const addresses = deceasedAddresses(ctx);
  const occupation = rng.chance(0.7) ? pickOccupation(rng) : undefined;
  const alsoKnownAs = rng.chance(0.1)
    ? [
        rng.chance(0.5)
          ? `${inventForename(rng, person.sex, jurisdiction)} ${person.surname}`
          : `${person.forenames.split(" ")[0]?.[0]}. ${person.surname}`,
      ]
    : undefined;
  const maidenName = person.sex === "f" && rng.chance(0.25) ? inventSurname(rng, jurisdiction) : undefined;
  const honours = rng.chance(0.02) ? rng.pick(["MBE", "OBE", "BEM", "QPM", "DFC"]) : undefined;
  const claimDeadline = addDays(addMonths(publishedOn, 2), rng.int(1, 21));
  const reps = representatives(ctx, person);

  const deceased = stripUndefined({
    title: person.title ?? undefined,
    forenames: person.forenames,
    surname: person.surname,
    alsoKnownAs,
    maidenName,
    honours,
    dateOfDeath: range ? undefined : diedOn,
    dateOfDeathFrom,
    dateOfDeathTo: range ? diedOn : undefined,
    addresses: addresses.map(addressData),
    occupation,
  });
  const data = {
    deceased,
    personalRepresentatives: reps.map((r) => r.data),
    claimDeadline,
  };

  const deathText = range
    ? `between ${formatDate(dateOfDeathFrom ?? diedOn)} and ${formatDate(diedOn)}`
    : `on ${formatDate(diedOn)}`;
  const blocks: string[] = [];
  if (jurisdiction === "scotland") {
    blocks.push(
      `Notice is hereby given that all persons having claims against the estate of the late ${esc(person.fullName)}, who died ${deathText}, are requested to lodge particulars of their claims, with vouchers, with the undersigned agents for the executor on or before ${formatDate(claimDeadline)}. All persons indebted to the estate are requested to make payment to the undersigned.`,
    );
  } else {
    blocks.push(`${jurisdiction === "northern-ireland" ? S28 : S27} ${formatDate(claimDeadline)}, ${AFTER}`);
  }
  blocks.push(field("Surname", person.surname.toUpperCase()));
  blocks.push(field("First names", person.forenames));
  if (person.title) blocks.push(field("Title", person.title));
  if (alsoKnownAs) blocks.push(field("Also known as", alsoKnownAs.join(", ")));
  if (maidenName) blocks.push(field("Maiden name", maidenName.toUpperCase()));
  if (honours) blocks.push(field("Honours or decorations", honours));
  blocks.push(field("Address", formatAddress(addresses[0]!)));
  if (addresses[1]) blocks.push(field("Previous address", formatAddress(addresses[1])));
  if (occupation) blocks.push(field("Occupation", occupation));
  blocks.push(
    range
      ? field("Date of death", `between ${formatDate(dateOfDeathFrom ?? diedOn)} and ${formatDate(diedOn)}`)
      : field("Date of death", formatDate(diedOn)),
  );
  blocks.push(`<strong>Personal representatives:</strong> ${reps.map((r) => r.text).join("; ")}`);
  blocks.push(field("Claims deadline", formatDate(claimDeadline)));

  const people: PersonRef[] = [personRef("deceased", person), ...reps.flatMap((r) => r.people)];
  const placer = reps[0]?.placer ?? {
    name: "Personal representatives (private individuals)",
    kind: "individual",
  };
  return {
    title: gazetteName(person),
    blocks,
    data,
    locations: addresses.map((a, i) =>
      locationOf(i === 0 ? "deceased-address" : "deceased-previous-address", a),
    ),
    people,
    placer,
    submittedDaysBefore: rng.int(2, 14),
  } satisfies NoticeDraft;
};

const BONA_VACANTIA: Record<Ctx["jurisdiction"], Placer> = {
  "england-and-wales": {
    name: "Government Legal Department (Bona Vacantia Division)",
    kind: "government-department",
  },
  scotland: { name: "King's and Lord Treasurer's Remembrancer", kind: "government-department" },
  "northern-ireland": {
    name: "Crown Solicitor's Office for Northern Ireland",
    kind: "government-department",
  },
};

export const nextOfKin: NoticeGenerator = (ctx) => {
  const { rng, jurisdiction, publishedOn } = ctx;
  const person = makePerson(rng, jurisdiction, { withTitle: false });
  const a = localAddress(ctx, { flat: rng.chance(0.3) });
  const diedOn = addDays(publishedOn, -rng.int(90, 1500));
  const born = dateOfBirth(rng, diedOn, 55, 98);
  const firm = ctx.world.pickSolicitors(rng, jurisdiction);
  const ref = reference(rng, initialsOf(firm.name));
  const blocks = [
    `${field("Name of deceased", `${person.surname.toUpperCase()}, ${person.forenames}`)}`,
    field("Late of", formatAddress(a)),
    `${field("Date of birth", formatDate(born))}; ${field("Date of death", formatDate(diedOn))}`,
    `The next of kin of the above-named deceased, or anyone who knows of ${person.sex === "m" ? "his" : "her"} relatives, are asked to contact ${esc(firm.name)}, ${esc(formatAddress(firm.address))}, telephone ${esc(firm.telephone)}, email ${esc(firm.email)}, quoting reference ${esc(ref)}. Anyone believing they are entitled to a share of the estate should provide details of their relationship to the deceased with supporting documents.`,
    `If no claim is established the estate may pass to the Crown as bona vacantia.`,
  ];
  return {
    title: `${gazetteName(person)} (deceased): next of kin`,
    blocks,
    data: {
      deceased: {
        forenames: person.forenames,
        surname: person.surname,
        dateOfDeath: diedOn,
        dateOfBirth: born,
        address: addressData(a),
      },
      reference: ref,
    },
    locations: [locationOf("deceased-address", a)],
    people: [personRef("deceased", person)],
    placer: placerOfFirm(firm),
  };
};

export const unclaimedEstate: NoticeGenerator = (ctx) => {
  const { rng, jurisdiction, publishedOn } = ctx;
  const person = makePerson(rng, jurisdiction, { withTitle: false });
  const a = localAddress(ctx, { flat: rng.chance(0.3) });
  const diedOn = addDays(publishedOn, -rng.int(60, 900));
  const born = dateOfBirth(rng, diedOn, 50, 99);
  const placer = BONA_VACANTIA[jurisdiction];
  const ref = `BV${rng.digits(8)}`;
  const marital = rng.pick(["Single", "Widowed", "Divorced", "Unknown"]);
  const blocks = [
    `The estate of the following person has been referred to the ${esc(placer.name)} as the estate may be bona vacantia (ownerless property passing to the Crown).`,
    field("Name", `${person.surname.toUpperCase()}, ${person.forenames}`),
    `${field("Date of birth", formatDate(born))}; ${field("Date of death", formatDate(diedOn))}; ${field("Marital status", marital)}`,
    field("Place of death", formatAddress(a)),
    field("Reference", ref),
    `Anyone who believes they may be entitled to the estate as a relative should make a claim in writing, with a family tree, to the ${esc(placer.name)}, quoting the reference above, or by email to ${esc(exampleEmail("bona.vacantia"))}.`,
  ];
  return {
    title: `${gazetteName(person)}: unclaimed estate`,
    blocks,
    data: {
      deceased: {
        forenames: person.forenames,
        surname: person.surname,
        dateOfBirth: born,
        dateOfDeath: diedOn,
        placeOfDeath: addressData(a),
      },
      maritalStatus: marital,
      reference: ref,
    },
    locations: [locationOf("deceased-address", a)],
    people: [personRef("deceased", person)],
    placer,
  };
};

export const DECEASED_ESTATE_GENERATORS: Record<string, NoticeGenerator> = {
  "2902": nextOfKin,
  "2903": deceasedEstate,
  "2904": unclaimedEstate,
};
