/** Page numbers of My Gazette lists: `?page=n`, clamped. */
export const MY_GAZETTE_PAGE_SIZE = 20;

export function pageFrom(url: URL): number {
  const n = Number.parseInt(url.searchParams.get("page") ?? "", 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}

export function lastPageOf(total: number, size = MY_GAZETTE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
