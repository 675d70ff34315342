// The alias provideRuntimeCore.ts imports the federation runtime core by
// (tooling/src/rspack/runtimeProvider.ts resolves it to the core's own file).
declare module 'parish-federation-runtime-core' {
  export * from '@module-federation/runtime-core';
}
