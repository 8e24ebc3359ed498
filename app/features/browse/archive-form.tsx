/**
 * The archive dropdowns (spec §4): edition → year → index. Edition enables year and year enables index;
 * clearing or changing a parent resets and disables its children; the form is blocked while any of the
 * three is empty.
 *
 * Without JavaScript it is a GET form worked in steps: each submission comes back from the server with
 * the next select filled in, and the last one redirects to the volume. With JavaScript the options come
 * from the data calls (spec §7, sent with X-Requested-With) and submitting goes straight to the volume.
 * The markup and the loading are the stepped select form's (components/forms/stepped-select-form.tsx).
 */
import { useEffect, useState } from "react";
import { href, useNavigate } from "react-router";
import { SteppedSelectForm, useStepLoads } from "../../components/forms/stepped-select-form.tsx";
import type { EditionId } from "../publications/editions.ts";
import { ARCHIVE_FIELDS, type ArchiveSelection, volumeLabel, volumePath } from "./browse-params.ts";

export interface ArchiveFormProps {
  editions: readonly { id: EditionId; name: string }[];
  selection: ArchiveSelection;
  years: readonly string[];
  volumes: readonly string[];
  error: { field: keyof ArchiveSelection; message: string } | null;
}

const IDS = { edition: "archive-edition", year: "archive-year", index: "archive-index" } as const;

const LOAD_TEXT = {
  years: { loading: "Loading years…", failed: "Sorry, the years could not be loaded. Please try again." },
  indexes: {
    loading: "Loading indexes…",
    failed: "Sorry, the indexes could not be loaded. Please try again.",
  },
} as const;

const asOptions = (values: readonly string[], label: (value: string) => string = String) =>
  values.map((value) => ({ value, label: label(value) }));

export function ArchiveForm({ editions, selection, years, volumes, error }: ArchiveFormProps) {
  const navigate = useNavigate();
  const loads = useStepLoads();
  const [enhanced, setEnhanced] = useState(false);
  const [edition, setEdition] = useState(selection.edition);
  const [year, setYear] = useState(selection.year);
  const [index, setIndex] = useState(selection.index);
  const [yearOptions, setYearOptions] = useState<readonly string[]>(years);
  const [volumeOptions, setVolumeOptions] = useState<readonly string[]>(volumes);
  // The server's message is about the submitted values: once a choice changes it no longer applies.
  const [touched, setTouched] = useState(false);

  useEffect(() => setEnhanced(true), []);

  const chooseEdition = (value: string) => {
    setTouched(true);
    setEdition(value);
    setYear("");
    setYearOptions([]);
    setIndex("");
    setVolumeOptions([]);
    if (!value) return loads.reset();
    loads.load<{ pubyears: string[] }>(
      `${href("/browse-publications/index-years/data.json")}?${ARCHIVE_FIELDS.edition}=${encodeURIComponent(value)}`,
      LOAD_TEXT.years,
      ({ pubyears }) => {
        setYearOptions(pubyears);
        return `${pubyears.length} years to choose from`;
      },
    );
  };

  const chooseYear = (value: string) => {
    setTouched(true);
    setYear(value);
    setIndex("");
    setVolumeOptions([]);
    if (!value) return loads.reset();
    const query = new URLSearchParams({ [ARCHIVE_FIELDS.edition]: edition, [ARCHIVE_FIELDS.year]: value });
    loads.load<{ volumes: string[] }>(
      `${href("/browse-publications/indexes/data.json")}?${query}`,
      LOAD_TEXT.indexes,
      ({ volumes: loaded }) => {
        setVolumeOptions(loaded);
        return `${loaded.length} ${loaded.length === 1 ? "index" : "indexes"} to choose from`;
      },
    );
  };

  const yearDisabled = !edition || yearOptions.length === 0;
  const indexDisabled = yearDisabled || !year || volumeOptions.length === 0;
  // Without JavaScript the button moves the form on a step, so it is never disabled and says what it does.
  const label = enhanced || selection.year ? "Browse" : selection.edition ? "Show indexes" : "Show years";
  const shownError = touched || !error ? null : { id: IDS[error.field], message: error.message };

  return (
    <SteppedSelectForm
      action={href("/browse-publications")}
      className="app-archive-form"
      enhanced={enhanced}
      error={shownError}
      loadError={loads.loadError}
      status={loads.status}
      submitLabel={label}
      complete={Boolean(edition && year && index)}
      onChosen={() => navigate(volumePath(edition as EditionId, year, index))}
      selects={[
        {
          id: IDS.edition,
          name: ARCHIVE_FIELDS.edition,
          label: "Edition",
          placeholder: "Choose an edition",
          value: edition,
          disabled: false,
          options: editions.map((e) => ({ value: e.id, label: e.name })),
          onChange: chooseEdition,
        },
        {
          id: IDS.year,
          name: ARCHIVE_FIELDS.year,
          label: "Year",
          placeholder: "Choose a year",
          value: year,
          disabled: yearDisabled,
          options: asOptions(yearOptions),
          onChange: chooseYear,
        },
        {
          id: IDS.index,
          name: ARCHIVE_FIELDS.index,
          label: "Index",
          placeholder: "Choose an index",
          value: index,
          disabled: indexDisabled,
          options: asOptions(volumeOptions, volumeLabel),
          onChange: (value) => {
            setTouched(true);
            setIndex(value);
          },
        },
      ]}
    />
  );
}
