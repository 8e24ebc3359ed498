/**
 * A URL supplied in a request (back or redirect) is used only when it is a path on this site: it must start
 * with one "/" and not "//" or "/\", which browsers treat as another host.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20) return null;
  return value;
}
