/**
 * A URL supplied in a request (back or redirect) is used only when it is a path on this site: it must start
 * with one "/" and not "//" or "/\", which browsers treat as another host.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
