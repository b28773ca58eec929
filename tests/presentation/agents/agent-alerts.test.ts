import { describe, expect, it } from 'vitest';
import {
  alreadyNonTriggerableAlert,
  deleteAlert,
  limitWarningAlert,
  triggeredAlert,
  type AgentsText,
} from '../../../src/presentation/agents/agent-alerts';
import { agent } from '../../domain/agents/agent-fixtures';

/** Shows the key and its values, so each alert's wiring can be read off. */
const t: AgentsText = (key, values) => (values === undefined ? key : `${key} ${JSON.stringify(values)}`);

describe('agent alerts (spec 1 §4, §9)', () => {
  const ana = agent({ fullName: 'Ana' });

  it('each alert reads its own group of texts, with the values in the body only', () => {
    expect(deleteAlert(t, ana)).toEqual({
      variant: 'delete',
      title: 'deleteAlert.title',
      body: 'deleteAlert.body {"name":"Ana"}',
      confirm: 'deleteAlert.confirm',
      cancel: 'deleteAlert.cancel',
    });
    expect(triggeredAlert(t, ana).variant).toBe('warning');
    expect(triggeredAlert(t, ana).body).toBe('triggeredAlert.body {"name":"Ana"}');
    expect(limitWarningAlert(t, { additionalItemValue: 'R$ 9,90', month: 'março' })).toMatchObject({
      variant: 'warning',
      title: 'limitWarning.title',
      body: 'limitWarning.body {"additionalItemValue":"R$ 9,90","month":"março"}',
    });
  });

  it('an agent already disabled keeps the triggered title and cancel, with its own body and button', () => {
    expect(alreadyNonTriggerableAlert(t, ana)).toEqual({
      variant: 'info',
      title: 'triggeredAlert.title',
      body: 'triggeredAlert.alreadyBody {"name":"Ana"}',
      confirm: 'triggeredAlert.alreadyConfirm',
      cancel: 'triggeredAlert.cancel',
    });
  });
});
