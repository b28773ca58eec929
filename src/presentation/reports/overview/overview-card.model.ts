import type { OverviewMetric } from '../../../application/reports/load-plan-overview.use-case';
import type { UsageColorToken } from '../../../domain/reports/status-visuals.rule';
import { formatDisplayDate } from '../../../domain/shared/date-display.rule';
import type { Language } from '../../../domain/shared/language.rule';
import type { ChartOption, ValueText, WeekLabel } from '../charts/chart-option';
import type { ChartMonth } from '../charts/chart-weeks';
import { figureText } from '../../../domain/reports/usage-figures.rule';
import { pathOf } from '../../shell/routes/route-lookup';
import type { MonthChangeView } from '../shared/month-change-view';
import type { Texts } from '../../i18n/texts';
import type { ChartTable } from './chart-table';
import type { Translate } from './overview-translate';

export type { Translate } from './overview-translate';

/** What every card builder needs besides its data. */
export interface CardContext {
  readonly language: Language;
  readonly t: Translate;
  /** The month shown: its weeks label the axes when the data has none. */
  readonly month: ChartMonth | undefined;
}

/** One info tile of a card (spec 3 §2.3): a label and its text value ('--' without data). */
export interface OverviewTile {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly tooltip?: string;
  /** Issue 24 §2: the change against the previous month (overview-comparison). */
  readonly change?: MonthChangeView;
}

export interface OverviewChart {
  readonly option: ChartOption;
  /** The chart in words: the chart is an image; its numbers are its table (issue 38 §1). */
  readonly ariaLabel: string;
}

/** A big figure over the doughnut's hole: the share of the plan used. */
export interface OverviewCaption {
  readonly value: string;
  readonly label: string;
}

/** Which of a card's two charts: the left panel's, or the right's (the weekly chart). */
export type PanelSide = 'left' | 'right';

export interface OverviewPanel {
  readonly chart: OverviewChart;
  /** Issue 38 §1: the chart's figures as a table (caption, headed columns with units, plan row). */
  readonly table: ChartTable;
  /** Issue 38 §1: the chart in one sentence, under it; '' while the card loads. */
  readonly summary: string;
  readonly tiles: readonly OverviewTile[];
  readonly caption?: OverviewCaption;
}

/** Issue 24 §1: a rated card's end-of-month projection line and its tooltip. */
export interface OverviewProjection {
  /** A figure is projected ('Projected: …'); otherwise the line says there is none. */
  readonly projected: boolean;
  /** The projection reaches the plan (100 % or more): the line takes the danger colour. */
  readonly overPlan: boolean;
  readonly text: string;
  /** How it is computed, or why there is none. */
  readonly tooltip: string;
}

/** One card of the Plan Overview (spec 3 §2.3 item 3), ready to render. */
export interface OverviewCard {
  readonly metric: OverviewMetric;
  readonly title: string;
  readonly description: string;
  readonly tooltip: string;
  /** The 'Show more' route (spec 3 §2.3 table). */
  readonly showMoreTo: string;
  /** No answer yet. */
  readonly loading: boolean;
  /** The call succeeded (spec 3 §4.2); otherwise the tiles read '--'. */
  readonly hasData: boolean;
  /** The usage colour of a rated card (doughnut and centre figure). */
  readonly usageColor: UsageColorToken | undefined;
  readonly left: OverviewPanel;
  readonly right: OverviewPanel;
  /** Issue 24 §1: DAU, DEU and agents once the projection is known. */
  readonly projection?: OverviewProjection;
}

/** Spec 3 §2.3 'Show more' targets. */
export const SHOW_MORE_ROUTES: Readonly<Record<OverviewMetric, string>> = {
  dau: pathOf('dauConsumption'),
  deu: pathOf('deuConsumption'),
  agent: pathOf('agentConsumption'),
  session: pathOf('sessionConsumption'),
  miu: pathOf('mauConsumption'),
  meu: pathOf('meuConsumption'),
};

/** A card's texts: under cards.<key> in the 'planOverview' namespace (issue 36 §4). */
export type CardTextKey = keyof Texts['planOverview']['cards'];

export function cardTexts(metric: OverviewMetric, t: Translate, textKey: CardTextKey) {
  return {
    title: t(`cards.${textKey}.title`),
    description: t(`cards.${textKey}.description`),
    tooltip: t(`cards.${textKey}.tooltip`),
    showMoreTo: SHOW_MORE_ROUTES[metric],
  };
}

/** '{start} to {end}' with the dates as the language shows them (spec 3 §2.3 weekly bars). */
export function weekLabelOf(context: CardContext): WeekLabel {
  return (start, end) =>
    context.t('charts.week', {
      start: formatDisplayDate(start, context.language),
      end: formatDisplayDate(end, context.language),
    });
}

/** Axis labels and tooltips: counts in the language's format. */
export function valueTextOf(language: Language): ValueText {
  return (value) => figureText(value, true, language);
}

/** A count tile: locale-formatted, '--' without data. */
export function countTile(
  id: string,
  label: string,
  value: number,
  hasData: boolean,
  language: Language,
): OverviewTile {
  return { id, label, value: figureText(value, hasData, language) };
}

/** Averages keep one decimal at most (a weekly average of daily counts). */
export function averageTile(
  label: string,
  value: number,
  hasData: boolean,
  language: Language,
): OverviewTile {
  const rounded = Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
  return { id: 'weeklyAverage', label, value: figureText(rounded, hasData, language) };
}
