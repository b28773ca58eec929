import { describe, expect, it } from 'vitest';
import { toBotApplications } from '../../../src/application/shared/bot-applications';
import type { Application } from '../../../src/application/shared/host.port';

describe("the contract's applications as bots (spec 1 §3 'Copilot bot', 'Calls bot')", () => {
  it('spec 1 §3: hasPermission defaults to false; only a literal true grants it', () => {
    const bots = toBotApplications([
      { shortName: 'a', name: 'A', hasPermission: true },
      { shortName: 'b', name: 'B' },
      { shortName: 'c', name: 'C', hasPermission: 'true' },
    ]);
    expect(bots.map((bot) => [bot.shortName, bot.hasPermission])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
  });

  it('keeps id, name and avatar when given, falls back to the short name, drops unnamed and repeated bots', () => {
    const raw = [
      { shortName: 'faq1', name: 'FAQ', id: 'app-1', imageUri: 'https://cdn.example.com/a.png' },
      { shortName: ' ', name: 'nobody' },
      { shortName: 'FAQ1', name: 'again' },
      { shortName: 'sales', name: '' },
    ] as unknown as Application[];
    expect(toBotApplications(raw)).toEqual([
      {
        id: 'app-1',
        shortName: 'faq1',
        name: 'FAQ',
        imageUri: 'https://cdn.example.com/a.png',
        hasPermission: false,
      },
      { id: 'sales', shortName: 'sales', name: 'sales', imageUri: undefined, hasPermission: false },
    ]);
  });
});
