import { describe, expect, it } from 'vitest';
import { toAgentRow } from '../../../src/presentation/agents/agent-row';
import { agent } from '../../domain/agents/agent-fixtures';

describe('toAgentRow (spec 1 §2 Agents table)', () => {
  // The unit tests run at UTC−3 (vitest.config.ts), where a local-time reading is 3 h off.
  it('spec 1 §9: the registration date is UTC, also when the backend sends no offset', () => {
    expect(new Date(2025, 0, 1).getTimezoneOffset()).toBe(180);
    const row = toAgentRow(agent({ creationDate: '2025-03-04T23:30:00' }), false);
    expect(row.registrationDate?.toISOString()).toBe('2025-03-04T23:30:00.000Z');
    expect(
      toAgentRow(agent({ creationDate: '2025-03-04T23:30:00-03:00' }), false).registrationDate?.toISOString(),
    ).toBe('2025-03-05T02:30:00.000Z');
  });

  it('a missing or unreadable date is no date', () => {
    expect(toAgentRow(agent({ creationDate: undefined }), false).registrationDate).toBeUndefined();
    expect(toAgentRow(agent({ creationDate: 'soon' }), false).registrationDate).toBeUndefined();
  });
});
