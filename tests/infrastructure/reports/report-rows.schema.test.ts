import { describe, expect, it } from 'vitest';
import {
  AGENT_CONSUMPTION_ROWS,
  DAU_BOT_ROWS,
  DEU_BOT_ROWS,
  MESSAGE_METRIC_DAILY_ROWS,
} from '../../../src/infrastructure/reports/report-rows.schema';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

const toDauBotRows = (answer: unknown, what: string) => readAnswer(DAU_BOT_ROWS, answer, what);
const toDeuBotRows = (answer: unknown, what: string) => readAnswer(DEU_BOT_ROWS, answer, what);
const toMessageMetricDailyRows = (answer: unknown, what: string) =>
  readAnswer(MESSAGE_METRIC_DAILY_ROWS, answer, what);
const toAgentConsumptionRows = (answer: unknown, what: string) =>
  readAnswer(AGENT_CONSUMPTION_ROWS, answer, what);

describe('issue 36 §3: report row schemas (spec 3 §3.5, §3.6, §3.8)', () => {
  it('a list without items is one typed error naming the field', () => {
    const failure = malformedAnswerOf(() => toDauBotRows({ rows: [] }, 'DAU by bot'));
    expect(failure).toMatchObject({ kind: 'malformed', what: 'DAU by bot', field: 'items' });
    expect(malformedAnswerOf(() => toAgentConsumptionRows('x', 'agents by agent'))).toMatchObject({
      field: '',
    });
  });

  it('either bot id name; the name falls back to the id; non-object rows dropped', () => {
    expect(toDauBotRows({ items: [{ botIdentity: 'b1@msging.net', total: '3' }, 7] }, 'DAU by bot')).toEqual([
      { botName: 'b1@msging.net', botId: 'b1@msging.net', total: 3 },
    ]);
    expect(
      toMessageMetricDailyRows(
        { items: [{ botId: 'b2', botName: 'Bot', dateReference: '2025-02-01' }] },
        'daily',
      ),
    ).toEqual([{ botName: 'Bot', botIdentity: 'b2', metricConsumption: [], dateReference: '2025-02-01' }]);
  });

  it('§3.6: the DEU bot total is the first entry with a metric id', () => {
    const [row] = toDeuBotRows(
      {
        items: [
          { botId: 'b', metricConsumption: [{ total: 9 }, 'x', { metricId: 'DailyEngagedUser', total: 4 }] },
        ],
      },
      'DEU by bot',
    );
    expect(row?.total).toBe(4);
    expect(row?.metricConsumption).toEqual([{ metricId: 'DailyEngagedUser', total: 4 }]);
  });

  it('agents: extraCharge true or "true", a blank photo is none, the name falls back to the e-mail', () => {
    expect(
      toAgentConsumptionRows(
        { items: [{ agentEmail: 'a@b.c', agentPhotoUri: ' ', extraCharge: 'true' }] },
        'agents',
      ),
    ).toEqual([
      {
        agentName: 'a@b.c',
        agentEmail: 'a@b.c',
        agentPhotoUri: undefined,
        extraCharge: true,
        totalTickets: 0,
        firstTicketDate: '',
        lastTicketDate: '',
      },
    ]);
  });
});
