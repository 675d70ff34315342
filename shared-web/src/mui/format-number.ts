// Target of a module replacement (see tooling/src/rspack/build.ts) for MUI's
// `locale/utils/buildFormatNumber`. MUI's TablePagination calls it when its
// module loads, and the shared MUI copy every page evaluates holds
// TablePagination (the dashboard's tables): the `Intl.NumberFormat` it made
// there loaded the browser's locale data on every first visit, 30 to 80 ms
// of a phone's first long task, for a number no public page shows
// (issue 28). Same behaviour, with the formatter made at its first use.
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
