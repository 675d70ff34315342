export {
  apiClient,
  apiLanguageHeaders,
  apiUrl,
  configureApiClient,
  pageLanguage,
} from './api/client';
export {
  describeApiError,
  toApiFailure,
  NETWORK_ERROR_MESSAGE,
  useApiErrorText,
  type ApiFailure,
} from './api/errors';
export {
  apiQuery,
  useApiCache,
  useApiQuery,
  type ApiQueryOptions,
  type BrowserQuery,
  type QueryState,
} from './hooks/useApiQuery';
export { useInLanguage } from './hooks/useInLanguage';
export { useHydrating } from './hooks/useHydrating';
export {
  pageQuery,
  PageData,
  useRenderClock,
  PAGE_DATA_ELEMENT_ID,
  type PageDataSnapshot,
  type RenderClock,
} from './data/pageData';
export {
  fetchParishDetails,
  parishDetailsQuery,
  useParishDetails,
  useReadParishDetails,
} from './data/parishDetails';
export {
  useApiMutation,
  reportApiError,
  type ApiErrorReport,
  type ApiMutationOptions,
  type MutationOutcome,
} from './hooks/useApiMutation';
export {
  useSchemaForm,
  type SchemaForm as SchemaFormState,
  type SchemaFormOptions,
  type SchemaSource,
  type FormValues,
} from './forms/useSchemaForm';
export { SchemaForm, SubmitButton } from './forms/SchemaForm';
export { useKeepChangesMadeBeforeTakeOver, type ControlValue } from './forms/keptBeforeTakeOver';
export {
  SchemaField,
  type SchemaFieldProps,
  type FieldKind,
  type SelectOption,
} from './forms/SchemaField';
export { ImagePreview } from './forms/ImagePreview';
export type { FieldPath, PathValue } from './forms/paths';
export { useNotify, type Notify, type NoticeOptions } from './notifications/NotificationsProvider';
export { Notifications } from './notifications/Notifications';
export type { Notice, NoticeAction, NoticeSeverity } from './notifications/notificationStore';
export { visuallyHidden } from './components/visuallyHidden';
export {
  usePageMeta,
  documentTitle,
  PageHead,
  PageHeadProvider,
  type PageMeta,
} from './meta/usePageMeta';
export { SITE_NAME } from '@parish/shared-types';
export {
  RemoteWidget,
  installWidgetLoader,
  preloadRemoteWidget,
  type WidgetLoader,
} from './widgets/RemoteWidget';
export { lazyPage, preloadRoute, type LazyPage } from './routing/lazyPage';
export { AppProviders } from './theme/AppProviders';
export {
  createTranslations,
  featureTexts,
  loadCatalogs,
  loadFeatureCatalogs,
  workspaceTexts,
  TranslationsProvider,
  useLanguage,
  type Catalog,
  type CatalogLoaders,
  type FeatureTexts,
  type MessageValues,
  type Translate,
  type Translations,
  type WorkspaceTexts,
} from './i18n/translations';
// `useSharedWebT`: shared-web's own texts, for its subpaths (payments, date fields, standalone).
export { loadSharedWebCatalog, useT as useSharedWebT } from './i18n/messages';
export { useSpecMessage } from './i18n/useSpecMessage';
export { useFormat } from './format/useFormat';
export { ThemeModeControl } from './theme/ThemeModeControl';
export { parishTheme } from './theme/theme';
export { THEME_MODE_STORAGE_KEY } from './theme/themeBoot';
export { LoadingState, ErrorState, EmptyState, QueryStates } from './components/PageStates';
export { PageHeader } from './components/PageHeader';
export { UntranslatedNote } from './components/UntranslatedNote';
export { NotFoundPage } from './components/NotFoundPage';
export { EventWhenWhere } from './components/EventWhenWhere';
export { AddToCalendarButton } from './components/AddToCalendarButton';
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
