export interface CategoryRecord {
  code: string;
  name: string;
}

export interface NoticeCodeRecord {
  code: string;
  name: string;
  categoryCode: string;
  /** Class in the linked-data vocabulary, e.g. `personal-legal#DeceasedEstatesNotice`; a few codes have none. */
  linkedDataClass: string | null;
}

export interface SectionRecord {
  /** e.g. `2400/5` */
  code: string;
  categoryCode: string;
  name: string;
  noticeCodes: readonly string[];
}

export interface NoticeType extends NoticeCodeRecord {
  categoryName: string;
  sectionCode: string | null;
  /** A court injunction against a company can block notices of this type (petitions to wind up). */
  blockable: boolean;
  /** The type can be placed through a structured web form (it has a typed data schema). */
  hasWebForm: boolean;
}
