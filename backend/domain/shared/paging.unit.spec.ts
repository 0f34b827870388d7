import { DomainError } from './domain-error';
import { isLastPage, PAGE_NUMBER_MESSAGE, pageWindow } from './paging';

describe('pageWindow', () => {
  it('starts at the first page, 10 a page', () => {
    expect(pageWindow(undefined)).toEqual({ pageNumber: 1, skip: 0, limit: 10 });
    expect(pageWindow(3)).toEqual({ pageNumber: 3, skip: 20, limit: 10 });
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses page %p with the page number message', (page) => {
    expect(() => pageWindow(page)).toThrow(expect.objectContaining({ message: PAGE_NUMBER_MESSAGE, fieldErrors: { pageNumber: PAGE_NUMBER_MESSAGE } }) as DomainError);
  });

  it('says a page is the last when nothing lies beyond it', () => {
    expect(isLastPage(pageWindow(1), 10)).toBe(true);
    expect(isLastPage(pageWindow(1), 11)).toBe(false);
    expect(isLastPage(pageWindow(2), 11)).toBe(true);
    expect(isLastPage(pageWindow(1), 0)).toBe(true);
  });
});
