import type { AlertRequest } from '../../application/shared/host.port';
import type { Agent } from '../../domain/agents/agent.entity';
import type { LimitWarningValues } from '../../domain/agents/billing-warning.rule';

/** Translates a key of the 'agents' namespace. */
export type AgentsText = (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** spec 1 §9: the billing warning shown before enabling an agent past the plan's limit. */
export function limitWarningAlert(t: AgentsText, values: LimitWarningValues): AlertRequest {
  return {
    variant: 'warning',
    title: t('limitWarning.title'),
    body: t('limitWarning.body', { ...values }),
    confirm: t('limitWarning.confirm'),
    cancel: t('limitWarning.cancel'),
  };
}

/** spec 1 §4: a non-triggered agent is deleted after confirmation. */
export function deleteAlert(t: AgentsText, agent: Agent): AlertRequest {
  return {
    variant: 'delete',
    title: t('deleteAlert.title'),
    body: t('deleteAlert.body', { name: agent.fullName }),
    confirm: t('deleteAlert.confirm'),
    cancel: t('deleteAlert.cancel'),
  };
}

/** spec 1 §4: a triggered agent is offered the non-triggerable path instead of deletion. */
export function triggeredAlert(t: AgentsText, agent: Agent): AlertRequest {
  return {
    variant: 'warning',
    title: t('triggeredAlert.title'),
    body: t('triggeredAlert.body', { name: agent.fullName }),
    confirm: t('triggeredAlert.confirm'),
    cancel: t('triggeredAlert.cancel'),
  };
}

/** A triggered agent already disabled: nothing to offer but the reason it stays. */
export function alreadyNonTriggerableAlert(t: AgentsText, agent: Agent): AlertRequest {
  return {
    variant: 'info',
    title: t('triggeredAlert.title'),
    body: t('triggeredAlert.alreadyBody', { name: agent.fullName }),
    confirm: t('triggeredAlert.alreadyConfirm'),
    cancel: t('triggeredAlert.cancel'),
  };
}
