import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumptionMonth, mergeConsumption } from '../../../src/domain/agents/agent-consumption.rule';
import { agentRecord } from './agent-fixtures';

const RUNS = { numRuns: 1000, seed: 4_2025 };

describe('consumption month (spec 1 §9: current month as YYYY-MM)', () => {
  it('spec 1 §9: the current month, zero-padded, in UTC', () => {
    expect(consumptionMonth(new Date('2025-03-18T12:00:00Z'))).toBe('2025-03');
    expect(consumptionMonth(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12');
    expect(consumptionMonth(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01');
  });

  it('spec 3 §5.1: always YYYY-MM of the UTC month (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const month = consumptionMonth(date);
          expect(month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
          expect(month).toBe(date.toISOString().slice(0, 7));
        },
      ),
      RUNS,
    );
  });
});

describe('mergeConsumption (spec 1 §3 Derived, §4 triggered)', () => {
  it('spec 1 §3: consumption by e-mail gives triggered, firstAttendance and ticketsCount', () => {
    const [ana, bia] = mergeConsumption(
      [agentRecord({ email: 'ana@acme.com' }), agentRecord({ email: 'bia@acme.com', fullName: 'Bia' })],
      [{ agentEmail: 'ANA@acme.com', firstTicketDate: '2025-03-02T09:00:00Z', totalTickets: 12 }],
    );
    expect(ana).toMatchObject({ triggered: true, firstAttendance: '2025-03-02T09:00:00Z', ticketsCount: 12 });
    expect(bia).toMatchObject({ triggered: false, firstAttendance: undefined, ticketsCount: 0 });
  });

  it('spec 1 §3: ticketsCount defaults to 0; a row without tickets nor a first ticket is not a trigger', () => {
    const [agent] = mergeConsumption(
      [agentRecord()],
      [{ agentEmail: 'ana@acme.com', firstTicketDate: undefined, totalTickets: Number.NaN }],
    );
    expect(agent).toMatchObject({ triggered: false, ticketsCount: 0 });
  });

  it('spec 1 §4: an agent is triggered exactly when this month has a ticket row for its e-mail (property)', () => {
    const emails = fc.uniqueArray(fc.emailAddress(), {
      maxLength: 12,
      selector: (email) => email.toLowerCase(),
    });
    fc.assert(
      fc.property(
        emails,
        fc.func(fc.boolean()),
        fc.func(fc.integer({ min: 1, max: 500 })),
        (list, inMonth, tickets) => {
          const agents = list.map((email) => agentRecord({ email }));
          const rows = list
            .filter((email) => inMonth(email))
            .map((email) => ({
              agentEmail: email.toUpperCase(),
              firstTicketDate: '2025-03-01',
              totalTickets: tickets(email),
            }));
          const merged = mergeConsumption(agents, rows);
          expect(merged).toHaveLength(agents.length);
          merged.forEach((agent, index) => {
            const email = list[index] as string;
            expect(agent.userIdentity).toBe(agents[index]?.userIdentity);
            expect(agent.triggered).toBe(inMonth(email));
            expect(agent.ticketsCount).toBe(inMonth(email) ? tickets(email) : 0);
          });
        },
      ),
      RUNS,
    );
  });
});
