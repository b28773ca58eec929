import type { ParseKeys, TFunction } from 'i18next';
import type access from './locales/en/access.json';
import type agentConsumption from './locales/en/agentConsumption.json';
import type agents from './locales/en/agents.json';
import type bots from './locales/en/bots.json';
import type calls from './locales/en/calls.json';
import type conversations from './locales/en/conversations.json';
import type copilot from './locales/en/copilot.json';
import type gate from './locales/en/gate.json';
import type home from './locales/en/home.json';
import type knowledgeBase from './locales/en/knowledgeBase.json';
import type members from './locales/en/members.json';
import type monthlyUsers from './locales/en/monthlyUsers.json';
import type mtls from './locales/en/mtls.json';
import type pipelines from './locales/en/pipelines.json';
import type planOverview from './locales/en/planOverview.json';
import type reports from './locales/en/reports.json';
import type revenue from './locales/en/revenue.json';
import type shell from './locales/en/shell.json';
import type singleConversations from './locales/en/singleConversations.json';
import type tenant from './locales/en/tenant.json';
import type ui from './locales/en/ui.json';
import type undo from './locales/en/undo.json';
import type usageMenu from './locales/en/usageMenu.json';

/**
 * The English texts are the type of every language's texts (the parity test holds pt and es to
 * the same keys): `t('members:reject.title', { count })` with a key no file has fails tsc.
 * Plural keys are typed without their `_one`/`_other`/`_many` suffix (issue 36 §4).
 */
export interface Texts {
  access: typeof access;
  agentConsumption: typeof agentConsumption;
  agents: typeof agents;
  bots: typeof bots;
  calls: typeof calls;
  conversations: typeof conversations;
  copilot: typeof copilot;
  gate: typeof gate;
  home: typeof home;
  knowledgeBase: typeof knowledgeBase;
  members: typeof members;
  monthlyUsers: typeof monthlyUsers;
  mtls: typeof mtls;
  pipelines: typeof pipelines;
  planOverview: typeof planOverview;
  reports: typeof reports;
  revenue: typeof revenue;
  shell: typeof shell;
  singleConversations: typeof singleConversations;
  tenant: typeof tenant;
  ui: typeof ui;
  undo: typeof undo;
  usageMenu: typeof usageMenu;
}

/** A namespace: one locale file. */
export type TextNamespace = keyof Texts;

/** A key of one namespace, without the namespace (plural keys without their suffix). */
export type TextKey<Ns extends TextNamespace> = ParseKeys<Ns>;

/** A translate function that takes 'namespace:key' for every namespace. */
export type AnyNamespaceT = TFunction<TextNamespace[]>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: Texts;
    returnNull: false;
  }
}
