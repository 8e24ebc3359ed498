/** Page numbers of My Gazette lists: `?page=n`, clamped. */
export const MY_GAZETTE_PAGE_SIZE = 20;

export function pageFrom(url: URL): number {
  const n = Number.parseInt(url.searchParams.get("page") ?? "", 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}

export function lastPageOf(total: number, size = MY_GAZETTE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page's links for data answers: itself, and the previous and next pages where there are such. */
export function pageLinks(at: (page: number) => string, page: number, total: number, size: number) {
  return {
    self: at(page),
    ...(page > 1 ? { prev: at(page - 1) } : {}),
    ...(page < lastPageOf(total, size) ? { next: at(page + 1) } : {}),
  };
}
