import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_HOST_ACTIONS,
  HOST_ACTIONS,
  isAcceptedHostAction,
  silentPortalTreatment,
  type HostActionName,
} from '../../../simulator/page/host-actions';
import { HostCommandChannel } from '../../../src/infrastructure/host/command-channel.adapter';
import {
  HostGatewayAdapter,
  OPTIONAL_ANSWER_TIMEOUT_MS,
} from '../../../src/infrastructure/host/host.adapter';
import { FakeTransport } from '../../infrastructure/host/fake-transport';

interface DocRow {
  readonly name: string;
  readonly source: string;
  readonly timeout: string;
}

/** The rows of docs/host-messages.md's table: message, source, answer, timeout, fallback. */
function documentedMessages(): DocRow[] {
  const text = readFileSync('docs/host-messages.md', 'utf8');
  return text.split('\n').flatMap((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Za-z]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name === undefined || cells.length < 7) return [];
    return [{ name, source: cells[2] ?? '', timeout: cells[4] ?? '' }];
  });
}

/** Every message the module's host gateway and command channel can send. */
async function everyActionTheModuleSends(): Promise<string[]> {
  const transport = new FakeTransport().answerWith(() => undefined);
  const host = new HostGatewayAdapter(transport);
  const tenant = {
    id: 'acme',
    name: 'Acme',
    photoUri: undefined,
    creationDate: '',
    ownerIdentity: '',
    plan: undefined,
    clusterName: 'c',
  };
  const asked: Array<Promise<unknown>> = [
    host.getCurrentUser(),
    host.getCurrentTenant(),
    host.setCurrentTenant(tenant),
    host.getCurrentLanguage(),
    host.getApplicationsByTenant('acme'),
    host.showModal('InviteModal'),
    host.showAlert({ variant: 'info', title: 't', body: 'b', confirm: 'c', cancel: 'x' }),
    host.getTenantPlan('acme'),
    host.getTenantUrl('acme'),
    host.getFeatureToggles(['pipeline-enable']),
    host.redirectTopWindow('https://acme.blip.ai/application'),
    new HostCommandChannel(transport).send({ method: 'get', uri: '/tenants-mine' }),
  ];
  await Promise.allSettled(asked);
  host.toast({ type: 'info', message: 'm' });
  host.showUploadErrorToast(400);
  host.startLoading();
  host.stopLoading();
  host.heightChange(10);
  host.stateChangeSuccess('/');
  host.unauthorizedAccess('/mtls');
  host.redirectToApplicationList();
  host.track({ action: 'a', origin: 'o' });
  return [...transport.requests, ...transport.fired].map((sent) => sent.action);
}

describe('the host messages table (issue 20 §4)', () => {
  it('docs/host-messages.md lists exactly the action names the simulator accepts, once each', () => {
    const documented = documentedMessages().map((row) => row.name);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...ACCEPTED_HOST_ACTIONS].sort());
  });

  it("each row's source says what the code's table says (spec, library, both, or neither)", () => {
    for (const row of documentedMessages()) {
      const source = HOST_ACTIONS[row.name as HostActionName];
      // A 'neither' row goes on to say what the spec writes instead: only its first word counts.
      const neither = row.source.startsWith('neither:');
      const says = {
        spec: !neither && /\bspec \d/.test(row.source),
        library: !neither && /\blibrary\b/.test(row.source),
        neither,
      };
      expect({ name: row.name, ...says }).toEqual({
        name: row.name,
        spec: source === 'spec' || source === 'spec and library',
        library: source === 'library' || source === 'spec and library',
        neither: source === 'neither',
      });
    }
  });

  it('the messages a portal may not answer (or be slow with) wait at most 2 s, as the table says', () => {
    expect(OPTIONAL_ANSWER_TIMEOUT_MS).toBeLessThanOrEqual(2000);
    const short = documentedMessages()
      .filter((row) => row.timeout === `${OPTIONAL_ANSWER_TIMEOUT_MS} ms`)
      .map((row) => row.name);
    expect(short.sort()).toEqual(['getCurrentLanguage', 'getFeatureToggles', 'redirectTopWindow']);
  });

  it('every message the module can send is in the table, and the table names nothing it cannot send', async () => {
    const sent = await everyActionTheModuleSends();
    expect(sent.filter((action) => !isAcceptedHostAction(action))).toEqual([]);
    expect([...new Set(sent)].sort()).toEqual([...ACCEPTED_HOST_ACTIONS].sort());
  });

  it("'silent-portal' ignores exactly the names neither the spec nor the library gives, and is slow with the language", () => {
    const treatments = Object.fromEntries(ACCEPTED_HOST_ACTIONS.map((a) => [a, silentPortalTreatment(a)]));
    expect(Object.keys(treatments).filter((a) => treatments[a] === 'ignore')).toEqual([
      'getFeatureToggles',
      'redirectTopWindow',
    ]);
    expect(Object.keys(treatments).filter((a) => treatments[a] === 'slow')).toEqual(['getCurrentLanguage']);
  });

  it.each([['Tenant:url'], ['Tenant:showModal'], ['hideNavbar'], ['getcurrentlanguage'], ['toString']])(
    '%j is not an accepted action',
    (name) => {
      expect(isAcceptedHostAction(name)).toBe(false);
    },
  );
});
