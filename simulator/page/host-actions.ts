/**
 * Every message the module sends to the portal, and where its name comes from: the one place the
 * simulator learns which action names exist (docs/host-messages.md is the same table, and a test
 * keeps the two equal). A name outside it is refused by the simulator's message server, so a
 * module that starts sending a wrong name fails a test instead of being answered.
 *
 * - 'spec': named by a spec document's list of host messages;
 * - 'library': named by the platform's message library's own action list (iframe-message-proxy
 *   1.2.0, EventAction), which the real portal answers;
 * - 'spec and library': both;
 * - 'neither': the module's own extension; a portal may not know it (issue 20 §4).
 */
export type HostActionSource = 'spec' | 'library' | 'spec and library' | 'neither';

export const HOST_ACTIONS = {
  getUserContext: 'spec',
  setCurrentTenant: 'spec',
  getCurrentLanguage: 'library',
  sendCommand: 'library',
  sendApplicationRequest: 'spec',
  showModal: 'spec and library',
  showAlert: 'spec',
  getTenantPlan: 'spec',
  getTenantUrl: 'spec',
  toast: 'spec and library',
  showUploadErrorToast: 'spec',
  startLoading: 'spec and library',
  stopLoading: 'spec and library',
  heightChange: 'spec and library',
  stateChangeSuccess: 'spec and library',
  unauthorizedAccess: 'spec',
  redirectProcessor: 'spec',
  segment: 'library',
  getFeatureToggles: 'neither',
  redirectTopWindow: 'neither',
} as const satisfies Readonly<Record<string, HostActionSource>>;

export type HostActionName = keyof typeof HOST_ACTIONS;

/** The action names the simulator answers (without the library's 'blipEvent:' prefix). */
export const ACCEPTED_HOST_ACTIONS: readonly HostActionName[] = Object.keys(HOST_ACTIONS) as HostActionName[];

export function isAcceptedHostAction(action: string): action is HostActionName {
  return Object.hasOwn(HOST_ACTIONS, action);
}

/** How a portal treats one of the module's messages (scenario 'silent-portal', issue 20 §4). */
export type PortalTreatment = 'answer' | 'ignore' | 'slow' | 'late';

/**
 * 'silent-portal': a real portal that answers only what the spec or the library names. The others
 * are ignored (they reach it, nothing is done and nothing answers), and getCurrentLanguage, which
 * the portal may be slow with, is answered after SILENT_PORTAL_SLOW_MS, past the module's wait.
 */
export const SILENT_PORTAL_SLOW_MS = 5000;

export function silentPortalTreatment(action: HostActionName): PortalTreatment {
  if (HOST_ACTIONS[action] === 'neither') return 'ignore';
  return action === 'getCurrentLanguage' ? 'slow' : 'answer';
}

/**
 * 'slow-toggles' (issue 35 §2): every message answered, getFeatureToggles after LATE_TOGGLES_MS,
 * long past the module's 1 s wait, so the home is seen without the toggled cards first even on a
 * busy machine.
 */
export const LATE_TOGGLES_MS = 10_000;

export function slowTogglesTreatment(action: HostActionName): PortalTreatment {
  return action === 'getFeatureToggles' ? 'late' : 'answer';
}
