import type { TFunction } from 'i18next';
import type { RevenueChatbotRow } from '../../../application/reports/load-revenue.use-case';
import type { Column } from '../../ui';
import type { ReferenceParams, ReferenceValueTexts } from './revenue-texts';

export const chatbotRowId = (row: RevenueChatbotRow) => row.id;
export const referenceRowId = (row: ReferenceValueTexts) => row.id;

/**
 * Spec 3 §2.9: 'ID - Chatbot' (the bot identity), the contract's MIU metric ('MAUs', 'MEUs') and
 * 'MSGs'. `miu` is '' until the contract rules are known: the generic 'MIUs' shows meanwhile.
 */
export function chatbotColumns(
  miu: string,
  t: TFunction<'revenue'>,
  tReports: TFunction<'reports'>,
): Column<RevenueChatbotRow>[] {
  return [
    { id: 'chatbot', header: tReports('columns.chatbot'), value: (row) => row.name },
    {
      id: 'consumption',
      header: miu === '' ? t('chatbots.miuFallback') : miu,
      value: (row) => row.consumption,
      width: '22%',
    },
    { id: 'messages', header: t('chatbots.messages'), value: (row) => row.messages, width: '22%' },
  ];
}

/** Spec 3 §2.9, §3.9, §9: each financial rule's metric, range text and calculation text. */
export function referenceColumns(t: TFunction<'revenue'>): Column<ReferenceValueTexts>[] {
  return [
    { id: 'metric', header: t('reference.columns.metric'), value: (row) => row.type, width: '16%' },
    {
      id: 'range',
      header: t('reference.columns.range'),
      render: (row) => t(`reference.${row.range.key}` as const, row.range.params as ReferenceParams),
      width: '32%',
    },
    {
      id: 'calculation',
      header: t('reference.columns.calculation'),
      render: (row) =>
        t(`reference.${row.calculation.key}` as const, row.calculation.params as ReferenceParams),
    },
  ];
}
