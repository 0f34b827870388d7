/** The first object with this `id` anywhere in some query results (e.g. after refetchQueries), or undefined. */
export function findRecordById<T extends { id: string }>(results: readonly unknown[], id: string): T | undefined {
  const seen = new Set<unknown>();
  const visit = (value: unknown): T | undefined => {
    if (!value || typeof value !== 'object' || seen.has(value)) return undefined;
    seen.add(value);
    if (!Array.isArray(value) && (value as { id?: unknown }).id === id) return value as T;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  for (const result of results) {
    const found = visit((result as { data?: unknown } | null)?.data);
    if (found) return found;
  }
  return undefined;
}
