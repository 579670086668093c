export { AppTheme } from './theme/app-theme';
export type { AppThemeProps } from './theme/app-theme';
export { createAppTheme, theme } from './theme/create-app-theme';
export { FONT_FAMILY, brand, darkPalette, lightPalette } from './theme/tokens';
export type { ColorMode } from './theme/tokens';
export type { HeaderPalette } from './theme/augmentation';

export { ToastProvider } from './toast/toast-provider';
export type { ToastProviderProps } from './toast/toast-provider';
export { useToast } from './toast/toast-context';
export type { ToastApi } from './toast/toast-context';
export { createToastBus } from './toast/toast-bus';
export type { ToastBus, ToastListener, ToastMessage, ToastSeverity } from './toast/toast-bus';

export { GlobalLayout } from './layout/global-layout';
export type { GlobalLayoutProps } from './layout/global-layout';
export type { NavItem } from './layout/nav-items';
export { UserMenu } from './layout/user-menu';
export type { UserMenuItem, UserMenuProps } from './layout/user-menu';
export { LogoMark } from './layout/logo-mark';
export type { LogoMarkProps } from './layout/logo-mark';
export { SkipLink } from './layout/skip-link';
export type { SkipLinkProps } from './layout/skip-link';
export { PageHeader } from './layout/page-header';
export type { BreadcrumbItem, PageHeaderProps } from './layout/page-header';
export { PageContainer } from './layout/page-container';
export type { PageContainerProps } from './layout/page-container';
export { RenderInTurn } from './layout/render-in-turn';
export { watchHistoryTraversal } from './layout/history-traversal';
export type { RenderInTurnProps } from './layout/render-in-turn';

export { RouteTitle, useRouteTitle } from './route-title/route-title';
export type { RouteHandle, RouteTitleProps } from './route-title/route-title';

export { Paginator } from './pagination/paginator';
export type { PaginatorProps } from './pagination/paginator';
export { DEFAULT_PAGE_SIZE_OPTIONS, PAGINATION_LABELS } from './pagination/pagination-labels';

export { LoadingState } from './states/loading-state';
export type { LoadingStateProps } from './states/loading-state';
export { LoadingSpinner } from './states/loading-spinner';
export type { LoadingSpinnerProps } from './states/loading-spinner';
export { EmptyState } from './states/empty-state';
export type { EmptyStateProps } from './states/empty-state';
export { ErrorState } from './states/error-state';
export type { ErrorStateProps } from './states/error-state';
export { AsyncContent } from './states/async-content';
export type { AsyncContentProps } from './states/async-content';
export { FALLBACK_ERROR_MESSAGE, getErrorMessage } from './states/error-message';

export { FIELD_TYPE_NAMES, formMessages } from './forms/form-messages';
export type { FieldType } from './forms/form-messages';
export { validateFields, validateValue } from './forms/validate';
export type { FieldRules, FieldSchema } from './forms/validate';
export { useFormValues } from './forms/use-form-values';
export { FormTextField } from './forms/form-text-field';
export type { FormTextFieldProps } from './forms/form-text-field';

export { NotFoundPage } from './errors/not-found-page';
export type { NotFoundPageProps } from './errors/not-found-page';
export { RouteErrorPage, preloadRouteErrorViews } from './errors/route-error-page';
export type { RouteErrorPageProps } from './errors/route-error-page';
export { ChunkLoadTimeoutError, isChunkLoadError } from './errors/chunk-error';
export { CHUNK_RELOAD_KEY_PREFIX, lazyRoute } from './errors/lazy-route';
export type { LazyRouteOptions } from './errors/lazy-route';

export { ConfirmDialog, preloadConfirmDialog } from './dialogs/confirm-dialog';
export type { ConfirmDialogProps } from './dialogs/confirm-dialog';
export { ReasonDialog } from './dialogs/reason-dialog';
export type { ReasonDialogProps } from './dialogs/reason-dialog';

export { HandedFileList, isPreviewable } from './display/handed-file-list';
export type { FileSource, HandedFile, HandedFileListProps } from './display/handed-file-list';
export { FactList } from './display/fact-list';
export { KeepAmounts, amountSegments } from './display/keep-amounts';
export type { AmountSegment, KeepAmountsProps } from './display/keep-amounts';
export type { FactListProps } from './display/fact-list';
export { SectionCard } from './display/section-card';
export type { SectionCardProps } from './display/section-card';
export { StatusChip, STATUS_TONES } from './display/status-chip';
export type { StatusChipProps, StatusTone } from './display/status-chip';

export { CHINA_TIME_ZONE, chinaDateParts, formatChinaDate, formatChinaDateLong, formatChinaDateTime, formatChinaTime } from './format/china-time';
export type { ChinaDateParts } from './format/china-time';
export { formatGrouped, formatNumber, formatTotal, formatWan } from './format/number';
export { formatFileSize } from './format/file-size';
export { onFirstUse } from './format/on-first-use';
export { visuallyHidden } from './utils/visually-hidden';
export { CARE_MODE_COOKIE, readCareModePreference, useCareMode, writeCareModePreference } from './theme/care-mode';
export type { CareModeState } from './theme/care-mode';
export { CARE_TOUCH_TARGET_PX } from './theme/create-app-theme';
export type { AppThemeVariant } from './theme/create-app-theme';
export { careColors, careHeaderColors, carePalette } from './theme/tokens';
export { CareModeSwitch, CARE_MODE_LABEL } from './layout/care-mode-switch';
export { contrastRatio } from './theme/contrast';
export { BarChart, CHART_SERIES_COLORS } from './charts/bar-chart';
export type { BarChartProps, ChartSeries } from './charts/bar-chart';
export { HeatMap } from './charts/heat-map';
export type { HeatMapProps } from './charts/heat-map';
export { ComboBox } from './forms/combo-box';
export type { ComboBoxProps } from './forms/combo-box';
export { SelectField } from './forms/select-field';
export type { SelectFieldOption, SelectFieldProps } from './forms/select-field';
export { InputField } from './forms/input-field';
export { FramedInput, FramedSelect } from './forms/framed-field';
export type { FramedInputProps, FramedSelectOption, FramedSelectProps } from './forms/framed-field';
export type { InputFieldProps } from './forms/input-field';
export { COMBO_LISTBOX_SX, COMBO_OPTION_SX, COMBO_POPUP_SX } from './forms/combo-list';
