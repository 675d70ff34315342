/**
 * Releases and their manifests: what a build says of itself, reading and
 * checking manifests, the contract between a shell and its remotes, and
 * deploying and rolling back (the `npm run release`, `deploy`, `rollback`
 * and `contract:check` commands).
 */
export * from './buildInfo';
export * from './contract';
export * from './delivery';
export * from './exportSurface';
export * from './manifest';
export * from './releases';
