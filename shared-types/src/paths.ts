/**
 * A path with parameters, written once as the pattern the server registers
 * (`/api/events/:id/`), from which a client's path function is derived.
 */

/** The parameter names of a pattern: `'/api/events/:id/'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each parameter of pattern `P`. */
type PathParams<P extends string> = Record<PathParamNames<P>, string | number>;

/** `fillPath('/api/events/:id/', { id: 7 })` → `'/api/events/7/'`; each value is URI-encoded. */
function fillPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values: Record<string, string | number> = params;
  return pattern.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}

/** A client's path function that also carries the server's `pattern`. */
export type PatternPath<P extends string, A extends unknown[]> = ((...args: A) => string) & {
  readonly pattern: P;
};

/**
 * Defines a path with parameters once: `pathPattern('/api/events/:id/', (id: number) => ({ id }))`
 * is called as `event(7)` by a client and registered as `event.pattern` by the server.
 */
export function pathPattern<P extends string, A extends unknown[]>(
  pattern: P,
  toParams: (...args: A) => PathParams<P>,
): PatternPath<P, A> {
  return Object.assign((...args: A) => fillPath(pattern, toParams(...args)), { pattern });
}

/** A record's path by its numeric id, its only parameter: `pathById('/api/events/:id/')` is called as `event(7)`. */
export function pathById<P extends `${string}:id/`>(
  pattern: P & ([PathParamNames<P>] extends ['id'] ? unknown : never),
): PatternPath<P, [id: number]> {
  // `id` is the only parameter (checked above), which TypeScript cannot see through a generic P.
  return pathPattern(pattern, (id: number) => ({ id }) as PathParams<P>);
}
