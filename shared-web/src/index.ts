export { apiClient } from './api/client';
export {
  describeApiError,
  toApiFailure,
  NETWORK_ERROR_MESSAGE,
  type ApiFailure,
} from './api/errors';
export { useApiQuery, type QueryState } from './hooks/useApiQuery';
export { AppProviders } from './theme/AppProviders';
export { ThemeModeControl } from './theme/ThemeModeControl';
export { parishTheme } from './theme/theme';
export { THEME_MODE_STORAGE_KEY } from './theme/themeBoot';
export { LoadingState, ErrorState, EmptyState } from './components/PageStates';
export { PageHeader } from './components/PageHeader';
export { NotFoundPage } from './components/NotFoundPage';
export {
  formatPrice,
  formatTicketPrice,
  formatDate,
  formatTime12h,
  formatDateTime,
  todayIsoDate,
  isInFuture,
} from './format/format';
export { useSessionStore, readAdminHint, type SessionStatus } from './session/sessionStore';
export { LoginForm } from './session/LoginForm';
export { RequireAdminSession, type LoginRedirectState } from './session/RequireAdminSession';
