/** Search results come in pages of 10 (spec section 9); a page with fewer is the last one. */
export const PAGE_SIZE = 10;

/** A page number as asked for: whole, 1 at least; nothing means the first page. */
export function pageNumberOf(pageNumber: number | null | undefined): number {
  return Number.isFinite(pageNumber) ? Math.max(1, Math.floor(pageNumber as number)) : 1;
}

export function pageOffset(pageNumber: number): number {
  return (pageNumber - 1) * PAGE_SIZE;
}
