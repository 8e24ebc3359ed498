import { useEffect } from "react";

/**
 * Prefixes the page title with "Error: " while a form shows problems (GOV.UK pattern). Route `meta` cannot
 * see an action's answer, so this runs in the browser; loaders' errors get the prefix from `meta`.
 */
export function useErrorTitle(hasErrors: boolean): void {
  useEffect(() => {
    const plain = document.title.replace(/^Error: /, "");
    document.title = hasErrors ? `Error: ${plain}` : plain;
    const shown = document.title;
    return () => {
      // Only undo our own prefix: the next page may have put "Error: " there from its own meta.
      if (document.title === shown) document.title = plain;
    };
  }, [hasErrors]);
}
