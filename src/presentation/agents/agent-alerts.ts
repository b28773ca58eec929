import type { AlertRequest } from '../../application/shared/host.port';
import type { Agent } from '../../domain/agents/agent.entity';
import type { LimitWarningValues } from '../../domain/agents/billing-warning.rule';
import type { TextKey } from '../i18n/texts';

/** Translates a key of the 'agents' namespace. */
export type AgentsText = (key: TextKey<'agents'>, values?: Readonly<Record<string, unknown>>) => string;

/** The 'agents' keys of an alert's four texts. */
interface AlertKeys {
  readonly title: TextKey<'agents'>;
  readonly body: TextKey<'agents'>;
  readonly confirm: TextKey<'agents'>;
  readonly cancel: TextKey<'agents'>;
}

/** The groups that keep an alert's four texts side by side. */
type AlertGroup = 'limitWarning' | 'deleteAlert' | 'triggeredAlert';

/** The four keys most alerts keep side by side under one group: '<group>.title', … */
function keysOf(group: AlertGroup): AlertKeys {
  return {
    title: `${group}.title`,
    body: `${group}.body`,
    confirm: `${group}.confirm`,
    cancel: `${group}.cancel`,
  };
}

function agentAlert(
  t: AgentsText,
  variant: AlertRequest['variant'],
  keys: AlertKeys,
  bodyValues: Readonly<Record<string, unknown>>,
): AlertRequest {
  return {
    variant,
    title: t(keys.title),
    body: t(keys.body, bodyValues),
    confirm: t(keys.confirm),
    cancel: t(keys.cancel),
  };
}

/** spec 1 §9: the billing warning shown before enabling an agent past the plan's limit. */
export function limitWarningAlert(t: AgentsText, values: LimitWarningValues): AlertRequest {
  return agentAlert(t, 'warning', keysOf('limitWarning'), { ...values });
}

/** spec 1 §4: a non-triggered agent is deleted after confirmation. */
export function deleteAlert(t: AgentsText, agent: Agent): AlertRequest {
  return agentAlert(t, 'delete', keysOf('deleteAlert'), { name: agent.fullName });
}

/** spec 1 §4: a triggered agent is offered the non-triggerable path instead of deletion. */
export function triggeredAlert(t: AgentsText, agent: Agent): AlertRequest {
  return agentAlert(t, 'warning', keysOf('triggeredAlert'), { name: agent.fullName });
}

/** A triggered agent already disabled: nothing to offer but the reason it stays. */
export function alreadyNonTriggerableAlert(t: AgentsText, agent: Agent): AlertRequest {
  const keys: AlertKeys = {
    ...keysOf('triggeredAlert'),
    body: 'triggeredAlert.alreadyBody',
    confirm: 'triggeredAlert.alreadyConfirm',
  };
  return agentAlert(t, 'info', keys, { name: agent.fullName });
}
