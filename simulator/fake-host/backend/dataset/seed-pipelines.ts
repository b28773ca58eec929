import type { FakeBackendContext } from '../backend-context';
import type { Prng } from '../prng';
import { daysBefore } from './people';

/** A pipeline application (template 'pipeline', spec 2 §1) and its builder working configuration. */
export interface FakePipelineRecord {
  readonly shortName: string;
  readonly name: string;
  /** The application's own pipeline id; some have none (the list shows 'Pipe-' + 7, spec 2 §9). */
  readonly pipelineId: string | undefined;
  readonly created: string;
  readonly updated: string;
  readonly emailOwner: string;
  /** Whether the logged user may manage it; others are dimmed in the list (spec 2 §6). */
  readonly hasPermission: boolean;
  /** 'builder:statesCount' (a numeric string) and 'builder:statesPublish' (spec 2 §3). */
  readonly statesCount: string;
  readonly statesPublish: string;
  /** The builder bucket of this pipeline answers with an error (spec 2 §8: tasks 0, unpublished). */
  readonly configurationFails: boolean;
}

const NAMES = [
  'Lead qualification',
  'Order tracking',
  'Invoice second copy',
  'Appointment scheduling',
  'Customer satisfaction survey',
  'Password reset',
  'Delivery rescheduling',
  'Onboarding journey',
] as const;

/** Positions with a fixed role, so tests and the simulator always find each case. */
const LOCKED = new Set([2, 6]);
const FAILING = 4;
const WITHOUT_PIPELINE_ID = new Set([1, 5]);

/**
 * The contract's pipelines, from their own seeded stream (`context.slice`), so the bots, members
 * and every other seeded record are the same with or without them. A new contract has none.
 */
function seedPipelines(random: Prng, context: FakeBackendContext): FakePipelineRecord[] {
  if (context.scenario === 'empty') return [];
  const owners = context.data.members.filter((member) => member.userStatus === 'Accepted');
  return NAMES.map((name, index) => {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const published = index % 3 !== 2;
    return {
      shortName: `${slug}${random.int(1000, 9999)}`,
      name,
      pipelineId: WITHOUT_PIPELINE_ID.has(index) ? undefined : `PL-${String(random.int(1000, 9999))}`,
      created: daysBefore(context.referenceDate, random, 30, 400),
      updated: daysBefore(context.referenceDate, random, 0, 29),
      emailOwner: owners.length > 0 ? random.pick(owners).email : context.data.loggedUser.email,
      hasPermission: !LOCKED.has(index),
      statesCount: String(random.int(1, 40)),
      statesPublish: published ? 'Published' : 'Draft',
      configurationFails: index === FAILING,
    };
  });
}

/** The pipelines now: deletions remove them from this list. */
export function pipelineRecords(context: FakeBackendContext): FakePipelineRecord[] {
  return context.slice('pipelines', seedPipelines);
}
