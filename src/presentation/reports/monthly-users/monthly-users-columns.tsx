import type { TFunction } from 'i18next';
import type {
  MonthlyUsersBotRow,
  MonthlyUsersDayRow,
} from '../../../application/reports/load-monthly-users.use-case';
import type { Language } from '../../../domain/shared/language.rule';
import type { Column } from '../../ui';
import { dateColumn } from '../shared/date-column';
import { chatbotColumn } from '../shared/chatbot-column';
import type { MonthlyUserFamily } from './monthly-users.metrics';

export const botRowId = (row: MonthlyUsersBotRow) => row.id;
export const dayRowId = (row: MonthlyUsersDayRow) => row.id;

/** Spec 3 §2.8/§3.5: bot identity, the user total (totalMiu or totalMeu) and totalMsg. */
export function botColumns(
  family: MonthlyUserFamily,
  t: TFunction<'monthlyUsers'>,
  tReports: TFunction<'reports'>,
): Column<MonthlyUsersBotRow>[] {
  return [
    chatbotColumn(tReports('columns.chatbot'), (row) => row.botIdentity),
    { id: 'users', header: t(`columns.users.${family}`), value: (row) => row.totalUsers, width: '22%' },
    { id: 'messages', header: t('columns.messages'), value: (row) => row.totalMsg, width: '22%' },
  ];
}

/** Spec 3 §2.8/§3.5: daily rows also carry the date (dateReference, UTC). */
export function dayColumns(
  family: MonthlyUserFamily,
  t: TFunction<'monthlyUsers'>,
  tReports: TFunction<'reports'>,
  language: Language,
): Column<MonthlyUsersDayRow>[] {
  return [
    dateColumn(tReports('columns.date'), language, '18%'),
    ...(botColumns(family, t, tReports) as Column<MonthlyUsersDayRow>[]),
  ];
}
