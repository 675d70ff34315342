/**
 * What the API and the site server do alike (docs/observability.md): the
 * request id a trusted proxy passes on, logs that never hold a secret, and
 * Prometheus metrics that only the token's holder reads.
 */
export * from './logging';
export * from './metrics';
export * from './requestIds';
