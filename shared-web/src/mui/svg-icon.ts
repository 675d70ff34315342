// Target of a bundler alias (see tooling/src/rspack/build.ts): @mui/icons-material imports
// `@mui/material/SvgIcon`, which would otherwise bundle a private copy of MUI
// into every app. Re-exporting from the package root keeps icons on the
// shared instance.
export { SvgIcon as default, createSvgIcon } from '@mui/material';
