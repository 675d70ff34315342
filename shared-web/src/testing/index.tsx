export { fakeMatchMedia } from './matchMedia';
export { mockApi, type MockReply, type RecordedRequest } from './mockApi';
export { renderWithProviders } from './render';
