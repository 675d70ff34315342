export { fakeMatchMedia } from './matchMedia';
export { serverMarkup, settle } from './hydration';
export { mockApi, type MockReply, type RecordedRequest } from './mockApi';
export { renderWithProviders } from './render';
export { translationsIn } from './translations';
export { assertServerGlobals, BROWSER_ONLY_GLOBALS } from './serverGlobals';
export {
  itRendersEachPageOnServer,
  mainHeading,
  pageUrls,
  renderOnServer,
  renderToHtml,
  serverPageData,
} from './serverRender';
