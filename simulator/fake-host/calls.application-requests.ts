import { callsTermsOf, updatePhoneNumberSettings } from './backend/routes/calls.operations';
import { field, type ActionHandler, type FakeHostRuntime } from './fake-host.runtime';
import { overNetwork } from './fault-injection';

/** `args` as sent: a list whose first item is what matters, or that item bare. */
const firstArg = (args: unknown): unknown => (Array.isArray(args) ? args[0] : args);

/**
 * The Calls methods of sendApplicationRequest (spec 1 §7 'Calls'). The portal relays them to
 * the backend, so they meet the same simulated network as sendCommand.
 */
export function callsApplicationRequests(runtime: FakeHostRuntime): Record<string, ActionHandler> {
  const { backend, faults } = runtime;
  return {
    getCallsTerms: (args) =>
      overNetwork(faults, {}, () => callsTermsOf(backend, field(firstArg(args), 'tenantId'))),
    setApplicationPhoneNumberSettings: (args) =>
      overNetwork(faults, {}, () => updatePhoneNumberSettings(backend, firstArg(args))),
  };
}
