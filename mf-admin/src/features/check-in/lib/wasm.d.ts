/** A `.wasm` file bundled as an asset (rspack.base.ts): its URL. */
declare module '*.wasm' {
  const url: string;
  export default url;
}
