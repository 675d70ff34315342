// The types of catalogLoader.mjs (plain JavaScript, run by the bundler), for its tests.
export default function catalogLoader(
  this: { resourcePath: string; addDependency: (file: string) => void },
  source: string,
): string;
