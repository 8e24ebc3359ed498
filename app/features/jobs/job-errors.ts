/**
 * A job failure that another attempt cannot mend (a payload that does not fit its job's schema, a file
 * that is not there): the worker records it failed at once instead of retrying it with back-off.
 */
export class PermanentJobFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentJobFailure";
  }
}

/** The payload is not what the job's schema says: refused when enqueued, failed for good when stored. */
export class InvalidJobPayload extends PermanentJobFailure {
  readonly kind: string;

  constructor(kind: string, problems: string) {
    super(`The ${kind} job's payload is not valid: ${problems}`);
    this.name = "InvalidJobPayload";
    this.kind = kind;
  }
}
