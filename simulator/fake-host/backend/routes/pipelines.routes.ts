import { applicationIdentity } from '../../../../src/infrastructure/shared/service-addresses';
import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { pipelineRecords, type FakePipelineRecord } from '../dataset/seed-pipelines';
import { FakeHostError, invalidArgument, notAllowed, notFound } from '../fake-host.error';
import { sameIdentity } from '../identity';
import { LimeReason } from '../lime-reason';
import { applicationView } from './views';
import { collection, requireTenant } from './route-helpers';

/** spec 2 §7: the one bucket the pipeline list reads ('{product}_portal', product 'blip'). */
export const BUILDER_BUCKET = 'blip_portal:builder_working_configuration';
const EMAIL_METADATA = 'blip_portal.email';

function pipelineView(pipeline: FakePipelineRecord, context: FakeBackendContext): Record<string, unknown> {
  const view: Record<string, unknown> = {
    id: pipeline.shortName,
    shortName: pipeline.shortName,
    name: pipeline.name,
    identity: applicationIdentity(pipeline.shortName, context.domains),
    tenantId: context.data.tenant.id,
    template: 'pipeline',
    created: pipeline.created,
    updated: pipeline.updated,
    emailOwner: pipeline.emailOwner,
    hasPermission: pipeline.hasPermission,
  };
  if (pipeline.pipelineId !== undefined) view['pipelineId'] = pipeline.pipelineId;
  return view;
}

function findPipeline(context: FakeBackendContext, identity: string | undefined): FakePipelineRecord {
  const pipeline = pipelineRecords(context).find((candidate) =>
    sameIdentity(applicationIdentity(candidate.shortName, context.domains), identity ?? ''),
  );
  if (pipeline === undefined) throw notFound(`pipeline '${identity ?? ''}'`);
  return pipeline;
}

/**
 * Pipelines (spec 2 §7): the portal lists every application of the tenant (bots and pipelines),
 * the messaging server keeps each pipeline's builder working configuration in a bucket read on
 * the pipeline's behalf, and the portal deletes an application with delegation.
 */
export const pipelinesRoutes: FakeRouteModule = {
  name: 'pipelines',
  register(router, context) {
    const { portal, messaging } = context.addresses;

    router.on(portal, 'get', '/tenants/{tenantId}/applications', ({ params }) => {
      requireTenant(context, params['tenantId']);
      const bots = context.data.bots.map((bot) => ({
        ...applicationView(bot, context.domains),
        template: 'builder',
      }));
      const pipelines = pipelineRecords(context).map((pipeline) => pipelineView(pipeline, context));
      return collection('application/json', [...bots, ...pipelines]);
    });

    router.on(messaging, 'get', '/buckets/{key}', ({ params, query, command }) => {
      if (params['key'] !== BUILDER_BUCKET) throw notFound(`bucket '${params['key'] ?? ''}'`);
      if (query['$take'] !== '100') throw invalidArgument('$take must be 100');
      const pipeline = findPipeline(context, command.from);
      const { loggedUser } = context.data;
      if (!sameIdentity(command.pp ?? '', loggedUser.localNode)) {
        throw notAllowed("pp must be the logged user's node");
      }
      const metadata = command.metadata ?? {};
      if (metadata[EMAIL_METADATA] !== loggedUser.email || metadata['server.shouldStore'] !== 'true') {
        throw invalidArgument(`metadata must carry ${EMAIL_METADATA} and server.shouldStore 'true'`);
      }
      if (!pipeline.hasPermission) throw notAllowed(`no permission on '${pipeline.shortName}'`);
      if (pipeline.configurationFails) {
        throw new FakeHostError(
          LimeReason.GENERAL_ERROR,
          `builder storage of '${pipeline.shortName}' is down`,
        );
      }
      return {
        'builder:statesCount': pipeline.statesCount,
        'builder:statesPublish': pipeline.statesPublish,
      };
    });

    router.on(portal, 'delete', '/applications/{identity}', ({ params, query }) => {
      if (query['messagingHubCommandWithDelegation'] !== 'true') {
        throw invalidArgument('messagingHubCommandWithDelegation must be true');
      }
      const pipeline = findPipeline(context, params['identity']);
      if (!pipeline.hasPermission) throw notAllowed(`no permission on '${pipeline.shortName}'`);
      const records = pipelineRecords(context);
      records.splice(records.indexOf(pipeline), 1);
      return undefined;
    });
  },
};
