/**
 * A catalog in another language than English as the build compiles it
 * (tooling's catalogLoader.mjs): its messages in the order of the English
 * catalog's ids, without the ids, so a page downloads each id once, with
 * the English its code carries. `null` stands for a message the language
 * lacks (it shows in English).
 */
export type PositionalCatalog<T> = readonly (T | null)[];

/**
 * The catalog keyed by id, whether the build made it positional or it is
 * the file as written (tests and the API read the JSON itself):
 * `englishIds` are the ids of the English catalog beside it, in its order.
 */
export function keyedCatalog<T>(
  catalog: Readonly<Record<string, T>> | PositionalCatalog<T>,
  englishIds: readonly string[],
): Readonly<Record<string, T>> {
  if (!Array.isArray(catalog)) return catalog as Readonly<Record<string, T>>;
  const keyed: Record<string, T> = {};
  englishIds.forEach((id, index) => {
    const message = (catalog as PositionalCatalog<T>)[index];
    if (message !== null && message !== undefined) keyed[id] = message;
  });
  return keyed;
}
