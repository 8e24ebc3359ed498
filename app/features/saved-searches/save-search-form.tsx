/** "Save this search" under the search results: keeps the search (without its page) in My Gazette. */
import { href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";

export function SaveSearchForm({ path, query, name }: { path: string; query: string; name: string }) {
  return (
    <form
      method="post"
      action={href("/my-gazette/saved-searches")}
      className="app-save-search govuk-!-margin-top-6"
    >
      <CsrfInput />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="query" value={query} />
      <div className="govuk-form-group govuk-!-margin-bottom-2">
        <label className="govuk-label govuk-label--s" htmlFor="save-search-name">
          Save this search to My Gazette
        </label>
        <div className="govuk-hint" id="save-search-name-hint">
          Give it a name you will recognise (up to 120 characters)
        </div>
        <input
          className="govuk-input"
          id="save-search-name"
          name="name"
          type="text"
          maxLength={120}
          defaultValue={name}
          aria-describedby="save-search-name-hint"
        />
      </div>
      <button type="submit" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0">
        Save this search
      </button>
    </form>
  );
}
