import type { FlashMessage } from "../../features/flash/flash-message.ts";

/** The one-time message (the surrounding flash area is a polite live region, which announces it) of the previous action, as a GOV.UK notification banner. */
export function FlashBanner({
  flash,
  titleId = "flash-title",
}: {
  flash: FlashMessage;
  /** Another id for its title where the page's own flash may show beside it. */
  titleId?: string;
}) {
  const success = flash.kind === "success";
  return (
    <section
      className={`govuk-notification-banner${success ? " govuk-notification-banner--success" : ""} govuk-!-margin-top-4 govuk-!-margin-bottom-0`}
      aria-labelledby={titleId}
      data-module="govuk-notification-banner"
    >
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id={titleId}>
          {success ? "Success" : "Important"}
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-notification-banner__heading app-flash-message">{flash.message}</p>
      </div>
    </section>
  );
}
