export { apiClient } from './api/client';
export {
  describeApiError,
  isNotFound,
  toApiFailure,
  NETWORK_ERROR_MESSAGE,
  type ApiFailure,
} from './api/errors';
export { useApiQuery, type QueryState } from './hooks/useApiQuery';
export { AppProviders } from './theme/AppProviders';
export { ThemeModeControl } from './theme/ThemeModeControl';
export { parishTheme, THEME_MODE_STORAGE_KEY, COLOR_SCHEME_ATTRIBUTE } from './theme/theme';
export { LoadingState, ErrorState, EmptyState } from './components/PageStates';
export { PageHeader } from './components/PageHeader';
export { NotFoundPage } from './components/NotFoundPage';
export {
  formatPrice,
  formatTicketPrice,
  formatDate,
  formatLongDate,
  formatTime12h,
  formatDateTime,
  todayIsoDate,
  isInFuture,
} from './format/format';
export {
  useSessionStore,
  readAdminHint,
  ADMIN_HINT_STORAGE_KEY,
  type SessionStatus,
} from './session/sessionStore';
export {
  LoginForm,
  LOGIN_NO_RESPONSE_MESSAGE,
  LOGIN_UNEXPECTED_MESSAGE,
} from './session/LoginForm';
export { RequireAdminSession, type LoginRedirectState } from './session/RequireAdminSession';
