import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoTip, Spinner, Switch } from '../../ui';
import { usageColorHex } from '../charts/chart-colors';
import { EChart } from '../charts/EChart.view';
import { MonthChange } from '../shared/MonthChange.view';
import { ReportLink } from '../shared/ReportLink.view';
import { ChartTable } from './ChartTable.view';
import type {
  OverviewCard as OverviewCardModel,
  OverviewPanel,
  OverviewTile,
  PanelSide,
} from './overview-card.model';
import { ProjectionLine } from './ProjectionLine.view';

/** Fixed chart height (px): a stable layout while ECharts loads. */
export const OVERVIEW_CHART_HEIGHT = 220;
/** Issue 24 §4: on paper the charts are drawn lower, so the overview prints on two sheets. */
export const OVERVIEW_PRINT_CHART_HEIGHT = 110;

export interface OverviewCardProps {
  readonly card: OverviewCardModel;
  /** The current month: figures are partial (spec 3 §2.2). */
  readonly partial: boolean;
  readonly onChartHover: () => void;
  readonly onTooltipHover: () => void;
  /** Issue 38 §1: which of the card's charts the user reads as a table. */
  readonly tables: Readonly<Record<PanelSide, boolean>>;
  readonly onViewAsTable: (side: PanelSide, asTable: boolean) => void;
}

/**
 * One metric card of the Plan Overview (spec 3 §2.3 item 3): title, description, info tooltip,
 * 'Show more' to the metric's report, and two charts each with its tiles.
 */
export function OverviewCard({
  card,
  partial,
  onChartHover,
  onTooltipHover,
  tables,
  onViewAsTable,
}: OverviewCardProps) {
  const { t } = useTranslation('planOverview');
  const titleId = useId();
  return (
    <article
      className="plan-overview-card"
      aria-labelledby={titleId}
      aria-busy={card.loading}
      data-metric={card.metric}
    >
      <header className="plan-overview-card__head">
        <div className="plan-overview-card__heading">
          <h2 id={titleId} className="plan-overview-card__title">
            {card.title}
          </h2>
          <InfoTip
            label={t('moreInfo', { metric: card.title })}
            content={card.tooltip}
            className="plan-overview-card__info"
            onShow={onTooltipHover}
          />
          {card.loading ? <Spinner size={16} label={t('loadingCard', { metric: card.title })} /> : null}
        </div>
        <ReportLink
          to={card.showMoreTo}
          tracking="plan-overview-show-more-clicked"
          className="plan-overview-card__more"
        >
          {t('showMore')} <span className="ui-visually-hidden">{card.title}</span>
        </ReportLink>
      </header>
      <p className="plan-overview-card__description">{card.description}</p>
      <div className="plan-overview-card__panels">
        <Panel
          panel={card.left}
          partial={partial}
          color={card.usageColor}
          onChartHover={onChartHover}
          asTable={tables.left}
          onViewAsTable={(asTable) => onViewAsTable('left', asTable)}
        >
          {card.projection ? <ProjectionLine projection={card.projection} /> : null}
        </Panel>
        <Panel
          panel={card.right}
          partial={partial}
          color={undefined}
          onChartHover={onChartHover}
          asTable={tables.right}
          onViewAsTable={(asTable) => onViewAsTable('right', asTable)}
        />
      </div>
    </article>
  );
}

interface PanelProps {
  readonly panel: OverviewPanel;
  readonly partial: boolean;
  readonly color: OverviewCardModel['usageColor'];
  readonly onChartHover: () => void;
  /** Issue 38 §1: the chart reads as its table. */
  readonly asTable: boolean;
  readonly onViewAsTable: (asTable: boolean) => void;
  /** What follows the tiles (issue 24 §1: the projection line). */
  readonly children?: ReactNode;
}

function Panel({ panel, partial, color, onChartHover, asTable, onViewAsTable, children }: PanelProps) {
  const { t } = useTranslation('planOverview');
  const nameId = useId();
  const summaryId = useId();
  const gauge = panel.caption !== undefined && !asTable;
  return (
    // A gauge (the doughnut with its share in the hole) is round: on paper its tiles sit beside it.
    <div
      className={
        gauge ? 'plan-overview-card__panel plan-overview-card__panel--gauge' : 'plan-overview-card__panel'
      }
      data-view={asTable ? 'table' : 'chart'}
    >
      <div className="plan-overview-card__view">
        {/* Issue 38 §1: one switch per chart; its description names the chart it switches. */}
        <span id={nameId} hidden>
          {panel.chart.ariaLabel}
        </span>
        <Switch
          className="plan-overview-card__view-switch"
          label={t('tables.viewAsTable')}
          checked={asTable}
          onChange={onViewAsTable}
          describedBy={nameId}
        />
      </div>
      {asTable ? (
        <ChartTable table={panel.table} />
      ) : (
        <Chart
          panel={panel}
          color={color}
          onChartHover={onChartHover}
          summaryId={panel.summary === '' ? undefined : summaryId}
        />
      )}
      {panel.summary === '' ? null : (
        <p id={summaryId} className="plan-overview-card__summary">
          {panel.summary}
        </p>
      )}
      <dl className="plan-overview-card__tiles">
        {panel.tiles.map((tile) => (
          <Tile key={tile.id} tile={tile} partial={partial} />
        ))}
      </dl>
      {children}
    </div>
  );
}

interface ChartProps {
  readonly panel: OverviewPanel;
  readonly color: OverviewCardModel['usageColor'];
  readonly onChartHover: () => void;
  readonly summaryId: string | undefined;
}

function Chart({ panel, color, onChartHover, summaryId }: ChartProps) {
  return (
    <div className="plan-overview-card__chart">
      <EChart
        option={panel.chart.option}
        height={OVERVIEW_CHART_HEIGHT}
        printHeight={OVERVIEW_PRINT_CHART_HEIGHT}
        ariaLabel={panel.chart.ariaLabel}
        describedBy={summaryId}
        onHover={onChartHover}
      />
      {panel.caption ? (
        <p className="plan-overview-card__caption">
          <span
            className="plan-overview-card__caption-value"
            style={color ? { color: usageColorHex(color) } : undefined}
          >
            {panel.caption.value}
          </span>
          <span className="plan-overview-card__caption-label">{panel.caption.label}</span>
        </p>
      ) : null}
    </div>
  );
}

function Tile({ tile, partial }: { readonly tile: OverviewTile; readonly partial: boolean }) {
  const { t } = useTranslation('planOverview');
  return (
    <div className="plan-overview-tile" data-tile={tile.id}>
      <dt className="plan-overview-tile__label">
        {tile.label}
        {tile.tooltip ? (
          <InfoTip
            label={t('moreInfo', { metric: tile.label })}
            content={tile.tooltip}
            className="plan-overview-tile__info"
            size={14}
          />
        ) : null}
      </dt>
      <dd
        className={
          partial
            ? 'plan-overview-tile__value plan-overview-tile__value--partial'
            : 'plan-overview-tile__value'
        }
      >
        {tile.value}
      </dd>
      {tile.change === undefined ? null : (
        // Issue 24 §2: beside the value, not in it, so the value reads alone.
        <dd className="plan-overview-tile__change">
          <MonthChange change={tile.change} partial={partial} />
        </dd>
      )}
    </div>
  );
}
