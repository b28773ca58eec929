import type { TFunction } from 'i18next';
import type { Column } from '../../ui';
import { TABLE_FIGURES, type ConversationRow, type ConversationTableView } from './conversation-rows';
import type { ConversationTableKind } from './conversations.presenter';

export const conversationRowId = (row: ConversationRow): string => row.id;

/**
 * Spec 3 §2.7 columns: the phone number (or the date), then under the old pricing
 * user-initiated, company-initiated and total; under the new one the tab's categories and total.
 */
export function conversationColumns(
  kind: ConversationTableKind,
  view: ConversationTableView,
  t: TFunction<'conversations'>,
  tReports: TFunction<'reports'>,
): Column<ConversationRow>[] {
  const first: Column<ConversationRow> = {
    id: 'key',
    header: kind === 'phone' ? t('columns.phone') : tReports('columns.date'),
    value: (row) => row.key,
    // A phone number reads as one unit: it is never broken across lines.
    render:
      kind === 'phone'
        ? (row) => <span className="conversations-phone">{typeof row.key === 'string' ? row.key : ''}</span>
        : undefined,
  };
  const figures = TABLE_FIGURES[view].map((figure): Column<ConversationRow> => ({
    id: figure,
    header: t(`columns.${figure}`),
    value: (row) => row.figures[figure] ?? 0,
  }));
  return [first, ...figures];
}
