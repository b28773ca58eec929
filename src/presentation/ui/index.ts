// The module's UI kit (one component per file). Import './theme.css' and './fonts' once at the
// root of the app: they hold the design tokens and the self-hosted font.
export { Badge, type BadgeProps } from './Badge.view';
export {
  Breadcrumb,
  type BreadcrumbEditableLast,
  type BreadcrumbItem,
  type BreadcrumbProps,
} from './Breadcrumb.view';
export { Button, type ButtonProps, type ButtonVariant } from './Button.view';
export { Card, type CardProps } from './Card.view';
export { Checkbox, type CheckboxProps } from './Checkbox.view';
export { DataTable, DEFAULT_BODY_MAX_HEIGHT, DEFAULT_VIRTUALIZE_THRESHOLD } from './DataTable.view';
export type { CellValue, Column, DataTableProps, SortDirection } from './data-table/data-table.types';
export { formatCellValue } from './data-table/cell-value';
export { TABLE_BODY_HEIGHTS } from './data-table/table-body-heights';
export { SelectionStatus, type SelectionStatusProps } from './data-table/SelectionStatus.view';
export { Dialog, type DialogProps } from './Dialog.view';
export { EmptyState, type EmptyStateProps } from './EmptyState.view';
export { ExternalLink, type ExternalLinkProps } from './ExternalLink.view';
export { FailedState, type FailedStateProps, type FailedStateRetry } from './FailedState.view';
export { Icon, type IconProps } from './icons/Icon.view';
export { InfoTip, type InfoTipProps } from './InfoTip.view';
export { ICON_PATHS, type IconName } from './icons/icon-paths';
export { InlineEditableText, type InlineEditableTextProps } from './InlineEditableText.view';
export { LoadProgress, type LoadProgressProps } from './LoadProgress.view';
export { NavCard, type NavCardProps } from './NavCard.view';
export {
  DataTablePagination as Pagination,
  type DataTablePaginationProps as PaginationProps,
} from './data-table/DataTablePagination.view';
export { SearchField, type SearchFieldProps } from './SearchField.view';
export { Select, type SelectOption, type SelectProps } from './Select.view';
export { Skeleton, type SkeletonProps } from './Skeleton.view';
export { Spinner, type SpinnerProps } from './Spinner.view';
export { Switch, type SwitchProps } from './Switch.view';
export { Tabs, type TabItem, type TabsProps } from './Tabs.view';
export { Tag, type TagProps, type TagTone } from './Tag.view';
export { TextLink, type TextLinkProps } from './TextLink.view';
export { Tooltip, type TooltipProps } from './Tooltip.view';
export { UploadProgressBar, type UploadProgressBarProps } from './UploadProgressBar.view';
export { toSafeImageSrc } from './safe-url';
