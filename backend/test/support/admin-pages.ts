/** One page of a paged admin list: its items under their own name, how many there are in all, and whether it is the last page. */
export type Page<Items extends string, Item> = { [key in Items]: Item[] } & { total: number; pageNumber: number; exhausted: boolean };

/**
 * Walks every page of an admin list from the first: 10 items a page, each item once, newest first,
 * only the last page exhausted, and a page past the end empty.
 */
export async function expectWholeListPaged<P extends { total: number; pageNumber: number; exhausted: boolean }>(pageOf: (page?: number) => Promise<P>, itemsOf: (page: P) => Array<{ id: string; at: string }>) {
  const first = await pageOf();
  expect(first.total).toBeGreaterThan(10);
  const lastPageNumber = Math.ceil(first.total / 10);
  const pages = [first];
  for (let number = 2; number <= lastPageNumber; number++) pages.push(await pageOf(number));
  expect(pages.map((page) => [page.pageNumber, itemsOf(page).length, page.exhausted])).toEqual(
    pages.map((_, index) => [index + 1, index + 1 < lastPageNumber ? 10 : first.total - 10 * (lastPageNumber - 1), index + 1 === lastPageNumber]),
  );
  const items = pages.flatMap(itemsOf);
  expect(new Set(items.map((item) => item.id)).size).toBe(first.total);
  expect(items.map((item) => item.at)).toEqual([...items.map((item) => item.at)].sort().reverse());
  const beyond = await pageOf(lastPageNumber + 1);
  expect([itemsOf(beyond), beyond.exhausted]).toEqual([[], true]);
}
