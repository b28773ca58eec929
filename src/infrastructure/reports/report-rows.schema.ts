import * as v from 'valibot';
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
import { collection, count, fields, filledText } from '../shared/answer-schema';
import { METRIC_TOTALS } from './consumption.schema';

/**
 * Rows of the report lists (spec 3 §3.5, §3.6, §3.8), each row's shape and mapping declared once
 * (issue 36 §3), each list a LIME collection of them: items that
 * are not objects are dropped; a list without items is a `MalformedAnswer` naming the field.
 */

/** The bot's id under either name the billing service uses (botId on DAU, botIdentity on MIU). */
const BOT = { botId: filledText, botIdentity: filledText, botName: filledText };

function botOf(row: { botId: string; botIdentity: string; botName: string }): {
  botId: string;
  botName: string;
} {
  const botId = row.botId || row.botIdentity;
  return { botId, botName: row.botName || botId };
}

export const DAU_BOT_ROWS = collection(
  v.pipe(
    fields({ ...BOT, total: count() }),
    v.transform((row): DauBotRow => ({ ...botOf(row), total: row.total })),
  ),
);

export const DAU_DAILY_ROWS = collection(
  v.pipe(
    fields({ dateReference: filledText, total: count() }),
    v.transform((row): DauDailyRow => row),
  ),
);

/** §3.6: the DEU bot total is the first metricConsumption entry's total. */
export const DEU_BOT_ROWS = collection(
  v.pipe(
    fields({ ...BOT, metricConsumption: METRIC_TOTALS }),
    v.transform((row): DeuBotRow => ({
      ...botOf(row),
      total: deuByBotTotal(row.metricConsumption),
      metricConsumption: row.metricConsumption,
    })),
  ),
);

/** §3.6: the DEU daily total is the 'DailyEngagedUser' entry's total, or 0 if none (either spelling, §3.2). */
export const DEU_DAILY_ROWS = collection(
  v.pipe(
    fields({ dateReference: filledText, metricConsumption: METRIC_TOTALS }),
    v.transform((row): DeuDailyRow => ({
      dateReference: row.dateReference,
      total: deuDailyTotal(row.metricConsumption),
      metricConsumption: row.metricConsumption,
    })),
  ),
);

const MESSAGE_METRIC_ENTRIES = { ...BOT, metricConsumption: METRIC_TOTALS };

function messageMetricBotRow(row: v.InferOutput<ReturnType<typeof fields<typeof MESSAGE_METRIC_ENTRIES>>>) {
  const botIdentity = row.botIdentity || row.botId;
  return { botName: row.botName || botIdentity, botIdentity, metricConsumption: row.metricConsumption };
}

export const MESSAGE_METRIC_BOT_ROWS = collection(
  v.pipe(
    fields(MESSAGE_METRIC_ENTRIES),
    v.transform((row): MessageMetricBotRow => messageMetricBotRow(row)),
  ),
);

export const MESSAGE_METRIC_DAILY_ROWS = collection(
  v.pipe(
    fields({ ...MESSAGE_METRIC_ENTRIES, dateReference: filledText }),
    v.transform((row): MessageMetricDailyRow => ({
      ...messageMetricBotRow(row),
      dateReference: row.dateReference,
    })),
  ),
);

export const AGENT_CONSUMPTION_ROWS = collection(
  v.pipe(
    fields({
      agentName: filledText,
      agentEmail: filledText,
      agentPhotoUri: filledText,
      extraCharge: v.fallback(
        v.pipe(
          v.unknown(),
          v.transform((value) => value === true || value === 'true'),
        ),
        false,
      ),
      totalTickets: count(),
      firstTicketDate: filledText,
      lastTicketDate: filledText,
    }),
    v.transform((row): AgentConsumptionRow => ({
      agentName: row.agentName || row.agentEmail,
      agentEmail: row.agentEmail,
      agentPhotoUri: row.agentPhotoUri || undefined,
      extraCharge: row.extraCharge,
      totalTickets: row.totalTickets,
      firstTicketDate: row.firstTicketDate,
      lastTicketDate: row.lastTicketDate,
    })),
  ),
);
