import type {
  AgentConsumptionRow,
  DauBotRow,
  DauDailyRow,
  DeuBotRow,
  DeuDailyRow,
  MessageMetricBotRow,
  MessageMetricDailyRow,
} from '../../domain/reports/consumption.entity';
import { deuByBotTotal, deuDailyTotal } from '../../domain/reports/report-rows.rule';
import { finiteNumber, isFields, nonEmptyText, type Fields } from '../shared/command-resource';
import { text, toMetricTotals } from './consumption.mapper';

/** Rows of the report lists (spec 3 §3.5, §3.6, §3.8); items that are not objects are dropped. */
export function rowsOf<T>(items: readonly unknown[], map: (row: Fields) => T): T[] {
  return items.filter(isFields).map(map);
}

/** The bot's id under either name the billing service uses (botId on DAU, botIdentity on MIU). */
function botIdOf(row: Fields): string {
  return nonEmptyText(row['botId']) ?? text(row['botIdentity']);
}

export function toDauBotRow(row: Fields): DauBotRow {
  const botId = botIdOf(row);
  return { botName: nonEmptyText(row['botName']) ?? botId, botId, total: finiteNumber(row['total']) };
}

export function toDauDailyRow(row: Fields): DauDailyRow {
  return { dateReference: text(row['dateReference']), total: finiteNumber(row['total']) };
}

/** §3.6: the DEU bot total is the first metricConsumption entry's total. */
export function toDeuBotRow(row: Fields): DeuBotRow {
  const botId = botIdOf(row);
  const metricConsumption = toMetricTotals(row['metricConsumption']);
  return {
    botName: nonEmptyText(row['botName']) ?? botId,
    botId,
    total: deuByBotTotal(metricConsumption),
    metricConsumption,
  };
}

/** §3.6: the DEU daily total is the 'DailyEngagedUser' entry's total, or 0 if none (either spelling, §3.2). */
export function toDeuDailyRow(row: Fields): DeuDailyRow {
  const metricConsumption = toMetricTotals(row['metricConsumption']);
  return { dateReference: text(row['dateReference']), total: deuDailyTotal(metricConsumption), metricConsumption };
}

export function toMessageMetricBotRow(row: Fields): MessageMetricBotRow {
  const botIdentity = nonEmptyText(row['botIdentity']) ?? text(row['botId']);
  return {
    botName: nonEmptyText(row['botName']) ?? botIdentity,
    botIdentity,
    metricConsumption: toMetricTotals(row['metricConsumption']),
  };
}

export function toMessageMetricDailyRow(row: Fields): MessageMetricDailyRow {
  return { ...toMessageMetricBotRow(row), dateReference: text(row['dateReference']) };
}

export function toAgentConsumptionRow(row: Fields): AgentConsumptionRow {
  const agentEmail = text(row['agentEmail']);
  return {
    agentName: nonEmptyText(row['agentName']) ?? agentEmail,
    agentEmail,
    agentPhotoUri: nonEmptyText(row['agentPhotoUri']),
    extraCharge: row['extraCharge'] === true || row['extraCharge'] === 'true',
    totalTickets: finiteNumber(row['totalTickets']),
    firstTicketDate: text(row['firstTicketDate']),
    lastTicketDate: text(row['lastTicketDate']),
  };
}
