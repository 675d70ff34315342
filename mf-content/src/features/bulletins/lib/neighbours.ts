/**
 * The bulletin for `date` in a list sorted newest first, with the one
 * before it (older) and after it (newer); null where there is none.
 */
export function bulletinAndNeighbours<T extends { date: string }>(
  newestFirst: readonly T[],
  date: string | undefined,
): { bulletin: T; previous: T | null; next: T | null } | null {
  const index = newestFirst.findIndex((bulletin) => bulletin.date === date);
  const bulletin = newestFirst[index];
  if (index < 0 || !bulletin) return null;
  return {
    bulletin,
    previous: newestFirst[index + 1] ?? null,
    next: index > 0 ? (newestFirst[index - 1] ?? null) : null,
  };
}
