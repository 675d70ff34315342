// Bundler alias target (tooling/src/rspack/datePickers.ts), for @mui/x-date-pickers only: it
// imports `shouldForwardProp` alone from `@mui/system` and
// `@mui/system/createStyled`, which would otherwise bring a private copy of
// MUI's styling system (about 9 KiB gzip) to the calendar page. The same
// rule as MUI's: these props style a component and never reach the DOM.
export function shouldForwardProp(prop: PropertyKey): boolean {
  return prop !== 'ownerState' && prop !== 'theme' && prop !== 'sx' && prop !== 'as';
}
