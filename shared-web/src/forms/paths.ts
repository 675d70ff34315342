/**
 * Field names are paths into the form's values, as the schemas and the API
 * name errors: `email`, `tickets.0.name`.
 */

/** A value a field edits as a whole. */
type Leaf = string | number | boolean | bigint | null | undefined | Date | Blob;

/** Every path into `V`, e.g. `'tickets' | 'tickets.0' | 'tickets.0.name'`. */
export type FieldPath<V> = V extends Leaf
  ? never
  : V extends readonly (infer Item)[]
    ? `${number}` | `${number}.${FieldPath<Item>}`
    : {
        [K in keyof V & string]: V[K] extends Leaf ? K : K | `${K}.${FieldPath<V[K]>}`;
      }[keyof V & string];

/** The type of the value at `P` in `V`. */
export type PathValue<V, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? V extends readonly (infer Item)[]
    ? PathValue<Item, Rest>
    : Head extends keyof V
      ? PathValue<V[Head], Rest>
      : never
  : V extends readonly (infer Item)[]
    ? Item
    : P extends keyof V
      ? V[P]
      : never;

export function getAtPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with `value` at `path`; what is off the path is shared, not copied. */
export function setAtPath<V>(values: V, path: string, value: unknown): V {
  const [key = '', ...rest] = path.split('.');
  const container = values as unknown;
  const child =
    rest.length === 0 ? value : setAtPath(getAtPath(container, key), rest.join('.'), value);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(key)] = child;
    return copy as V;
  }
  return { ...(container as Record<string, unknown>), [key]: child } as V;
}

/** Whether an error under `errorKey` concerns the field at `path` (or a block holding it). */
export function errorConcerns(errorKey: string, path: string): boolean {
  return errorKey === path || path.startsWith(`${errorKey}.`);
}
