import type { FakeRouteModule } from '../backend-context';
import { agentsRoutes } from './agents.routes';
import { aiRoutes } from './ai.routes';
import { billingRoutes } from './billing.routes';
import { callsRoutes } from './calls.routes';
import { conversationReportsRoutes } from './conversation-reports.routes';
import { copilotRoutes } from './copilot.routes';
import { knowledgeBaseRoutes } from './knowledge-base.routes';
import { knowledgeBaseDocumentsRoutes } from './knowledge-base-documents.routes';
import { knowledgeBaseUrlsRoutes } from './knowledge-base-urls.routes';
import { mediaRoutes } from './media.routes';
import { membersRoutes } from './members.routes';
import { mtlsRoutes } from './mtls.routes';
import { pipelinesRoutes } from './pipelines.routes';
import { revenueRoutes } from './revenue.routes';
import { tenantRoutes } from './tenant.routes';
import { usageReportsRoutes } from './usage-reports.routes';

/** Every feature's routes. A feature adds its own '<feature>.routes.ts' and one line here. */
export const ROUTE_MODULES: readonly FakeRouteModule[] = [
  tenantRoutes,
  mediaRoutes,
  membersRoutes,
  billingRoutes,
  aiRoutes,
  agentsRoutes,
  mtlsRoutes,
  copilotRoutes,
  callsRoutes,
  knowledgeBaseRoutes,
  knowledgeBaseDocumentsRoutes,
  knowledgeBaseUrlsRoutes,
  pipelinesRoutes,
  conversationReportsRoutes,
  revenueRoutes,
  usageReportsRoutes,
];
