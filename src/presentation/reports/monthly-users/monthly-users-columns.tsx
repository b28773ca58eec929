import type { TFunction } from 'i18next';
import type {
  MonthlyUsersBotRow,
  MonthlyUsersDayRow,
} from '../../../application/reports/load-monthly-users.use-case';
import type { Language } from '../../../domain/shared/language.rule';
import type { Column } from '../../ui';
import { dateColumn } from '../shared/date-column';
import { chatbotCell } from '../shared/table-csv';
import type { MonthlyUserFamily } from './monthly-users.metrics';

export const botRowId = (row: MonthlyUsersBotRow) => row.id;
export const dayRowId = (row: MonthlyUsersDayRow) => row.id;

function botCell(row: MonthlyUsersBotRow) {
  return (
    <span className="monthly-users-bot">
      <span className="monthly-users-bot__name">{row.botName}</span>
      <span className="monthly-users-bot__id">{row.botIdentity}</span>
    </span>
  );
}

/** Spec 3 §2.8/§3.5: bot identity, the user total (totalMiu or totalMeu) and totalMsg. */
export function botColumns(
  family: MonthlyUserFamily,
  t: TFunction,
  tReports: TFunction,
): Column<MonthlyUsersBotRow>[] {
  return [
    {
      id: 'chatbot',
      header: tReports('columns.chatbot'),
      value: (row) => row.botName,
      exportValue: (row) => chatbotCell(row.botIdentity, row.botName),
      render: botCell,
    },
    { id: 'users', header: t(`columns.users.${family}`), value: (row) => row.totalUsers, width: '22%' },
    { id: 'messages', header: t('columns.messages'), value: (row) => row.totalMsg, width: '22%' },
  ];
}

/** Spec 3 §2.8/§3.5: daily rows also carry the date (dateReference, UTC). */
export function dayColumns(
  family: MonthlyUserFamily,
  t: TFunction,
  tReports: TFunction,
  language: Language,
): Column<MonthlyUsersDayRow>[] {
  return [
    dateColumn(tReports('columns.date'), language, '18%'),
    ...(botColumns(family, t, tReports) as Column<MonthlyUsersDayRow>[]),
  ];
}
