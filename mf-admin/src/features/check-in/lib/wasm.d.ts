/** A `.wasm` file bundled as an asset (tooling/src/rspack/build.ts): its URL. */
declare module '*.wasm' {
  const url: string;
  export default url;
}
