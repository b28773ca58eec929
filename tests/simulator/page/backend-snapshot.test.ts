import { describe, expect, it } from 'vitest';
import { backendSnapshot } from '../../../simulator/page/backend-snapshot';
import { memoryHost } from '../../infrastructure/support/memory-host';

describe('backendSnapshot', () => {
  it('architecture.md §6: carries the Copilot item and Calls settings of every bot, and their access', () => {
    const { host } = memoryHost();
    const snapshot = backendSnapshot(host.state);
    const shortNames = host.state.bots.map((bot) => bot.shortName);
    expect(Object.keys(snapshot.copilot)).toEqual(shortNames);
    expect(Object.keys(snapshot.phoneNumberSettings)).toEqual(shortNames);
    expect(Object.values(snapshot.copilot)).toEqual(expect.arrayContaining(['True', 'False', null]));
    expect(snapshot.bots[0]).toMatchObject({ hasPermission: true, imageUri: expect.any(String) });
    expect(structuredClone(snapshot)).toEqual(snapshot);
  });

  it('is a copy taken now: changing it changes nothing in the backend', () => {
    const { host } = memoryHost();
    const snapshot = backendSnapshot(host.state);
    const [shortName, settings] = Object.entries(snapshot.phoneNumberSettings).find(
      ([, candidate]) => candidate?.calling.status === 'ENABLED',
    )!;
    settings!.calling.status = 'DISABLED';
    snapshot.copilot[shortName] = 'nonsense';
    expect(host.state.phoneNumberSettings[shortName]?.calling.status).toBe('ENABLED');
    expect(host.state.copilot[shortName]).not.toBe('nonsense');
  });
});
