import {
  ErrorCode,
  OpenFeature,
  ProviderEvents,
  type EvaluationContext,
  type Provider,
} from '@openfeature/web-sdk';
import type { FeatureToggleContext } from '../../application/shared/feature-toggles.port';
import type { Logger } from '../../application/shared/logger.port';

/** Toggles read through one OpenFeature domain, once its provider is ready. */
export interface ToggleSession {
  isEnabled(name: string): boolean;
  /** The provider's ConfigurationChanged event (a late answer applied); returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

/**
 * Sets the evaluation context (user and tenant) and the provider of `domain`, and waits until it
 * is ready; rejects when it cannot be. This file, with the OpenFeature SDK, loads beside the first
 * request (feature-toggles.adapter.ts), so the SDK stays out of the first load (issue 23 §2).
 */
export async function openToggleSession(
  domain: string,
  context: FeatureToggleContext,
  provider: Provider,
  logger: Logger,
): Promise<ToggleSession> {
  const evaluationContext: EvaluationContext = {
    targetingKey: context.userIdentity,
    email: context.email,
    tenantId: context.tenantId,
  };
  await OpenFeature.setProviderAndWait(domain, provider, evaluationContext);
  const client = OpenFeature.getClient(domain);
  const warnedUnknown = new Set<string>();
  return {
    isEnabled(name) {
      const details = client.getBooleanDetails(name, false);
      if (details.errorCode === ErrorCode.FLAG_NOT_FOUND && !warnedUnknown.has(name)) {
        warnedUnknown.add(name);
        logger.warn(`Unknown feature toggle '${name}' is off`);
      }
      return details.value;
    },
    onChange(listener) {
      const handler = () => listener();
      client.addHandler(ProviderEvents.ConfigurationChanged, handler);
      return () => client.removeHandler(ProviderEvents.ConfigurationChanged, handler);
    },
  };
}
