import { DomainError } from './domain-error';

/** Spec section 9: page size 10 (exhaustion when fewer than 10 returned). */
export const PAGE_SIZE = 10;
export const PAGE_NUMBER_MESSAGE = 'The page number is a whole number from 1.';

/** Which documents of a list a page stands for. */
export interface PageWindow {
  pageNumber: number;
  skip: number;
  limit: number;
}

/** The window of a page number (the first page when none is given); anything but a whole number from 1 is refused at `pageNumber`. */
export function pageWindow(pageNumber: number | null | undefined, pageSize: number = PAGE_SIZE): PageWindow {
  const page = pageNumber ?? 1;
  if (!Number.isInteger(page) || page < 1) throw DomainError.fromFieldErrors({ pageNumber: PAGE_NUMBER_MESSAGE });
  return { pageNumber: page, skip: (page - 1) * pageSize, limit: pageSize };
}

/** Whether no page comes after this window, out of `total` documents. */
export function isLastPage(window: PageWindow, total: number): boolean {
  return window.skip + window.limit >= total;
}
