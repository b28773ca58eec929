import type { TFunction } from 'i18next';
import type {
  SingleConversationsBotRow,
  SingleConversationsDayRow,
} from '../../../application/reports/load-single-conversations.use-case';
import type { Language } from '../../../domain/shared/language.rule';
import type { Column } from '../../ui';
import { dateColumn } from '../shared/date-column';
import { chatbotColumn } from '../shared/chatbot-column';
import type { SingleConversationsMetric } from './single-conversations.metrics';

/** Where a page's table texts are: the newer reports' or the legacy pages' (spec 3 §2.10, §2.11). */
export type TablesKey = 'tables' | 'legacy.tables';

export const botRowId = (row: SingleConversationsBotRow) => row.id;
export const dayRowId = (row: SingleConversationsDayRow) => row.id;

/** Spec 3 §2.4/§2.5 per-chatbot table: "ID - Chatbot" (botName, botId as secondary text) and the count. */
export function botColumns(
  metric: SingleConversationsMetric,
  t: TFunction<'singleConversations'>,
  tReports: TFunction<'reports'>,
  tables: TablesKey = 'tables',
): Column<SingleConversationsBotRow>[] {
  return [
    chatbotColumn(tReports('columns.chatbot'), (row) => row.botId),
    { id: 'total', header: t(`${tables}.${metric}.byBotCount`), value: (row) => row.total, width: '30%' },
  ];
}

/** Spec 3 §2.4/§2.5 daily table: Date (dateReference, UTC) and the count ('Daily engaged users' on DEU). */
export function dayColumns(
  metric: SingleConversationsMetric,
  t: TFunction<'singleConversations'>,
  tReports: TFunction<'reports'>,
  language: Language,
  tables: TablesKey = 'tables',
): Column<SingleConversationsDayRow>[] {
  return [
    dateColumn(tReports('columns.date'), language),
    { id: 'total', header: t(`${tables}.${metric}.dailyCount`), value: (row) => row.total, width: '30%' },
  ];
}
