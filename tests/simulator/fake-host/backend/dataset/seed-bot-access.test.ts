import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_AVATARS, botAccess } from '../../../../../simulator/fake-host/backend/dataset/seed-bot-access';
import { fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';
import { memoryHost } from '../../../../infrastructure/support/memory-host';

const VIEWER = 'ana%40example.com@blip.ai';

describe('bot access: seed', () => {
  it('spec 1 §3 Calls bot: hasPermission when the user administers the bot, else every fifth bot is locked', () => {
    expect(botAccess(4, [VIEWER], VIEWER).hasPermission).toBe(true);
    expect(botAccess(4, ['other%40example.com@blip.ai'], VIEWER).hasPermission).toBe(false);
    expect(botAccess(9, [], undefined).hasPermission).toBe(false);
    expect([0, 1, 2, 3, 5, 8].map((index) => botAccess(index, [], VIEWER).hasPermission)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('every seed has locked and managed bots; bots the user administers are never locked', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { bots, loggedUser } = fakeBackend({ seed }).data;
      expect(bots.some((bot) => !bot.hasPermission)).toBe(true);
      expect(bots.some((bot) => bot.hasPermission)).toBe(true);
      const administered = bots.filter((bot) => bot.admins.includes(loggedUser.identity));
      expect(administered.length).toBeGreaterThan(0);
      expect(administered.every((bot) => bot.hasPermission)).toBe(true);
    }
  });

  it('some bots have an avatar and others show the default logo', () => {
    const images = fakeBackend().data.bots.map((bot) => bot.imageUri);
    expect(images).toContain(undefined);
    expect(new Set(images.filter((uri) => uri !== undefined))).toEqual(new Set(BOT_AVATARS));
  });

  it('the avatars are small static SVG files in simulator/public/, without scripts', () => {
    for (const uri of BOT_AVATARS) {
      expect(uri).toMatch(/^\/fake-storage\/bot-avatars\/[a-z-]+\.svg$/);
      const svg = readFileSync(new URL(`../../../../../simulator/public${uri}`, import.meta.url), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|\son\w+=|javascript:|href=/i);
      expect(svg.length).toBeLessThan(1000);
    }
  });

  it('the same seed gives the same access, with the rest of the bot data as before', () => {
    const a = fakeBackend({ seed: 9 }).data;
    const b = fakeBackend({ seed: 9 }).data;
    expect(a.bots).toEqual(b.bots);
    const guest = fakeBackend({ seed: 9, role: 'guest' }).data;
    expect(guest.members.slice(1)).toEqual(a.members.slice(1));
  });
});

describe('bot access: getApplicationsByTenant', () => {
  it('answers hasPermission for every bot and imageUri for those that have one', async () => {
    const { host } = memoryHost();
    const apps = (await host.handle('sendApplicationRequest', {
      method: 'getApplicationsByTenant',
      args: [host.state.tenant.id],
    })) as Array<Record<string, unknown>>;
    host.state.bots.forEach((bot, index) => {
      expect(apps[index]?.['hasPermission']).toBe(bot.hasPermission);
      if (bot.imageUri === undefined) expect(apps[index]).not.toHaveProperty('imageUri');
      else expect(apps[index]?.['imageUri']).toBe(bot.imageUri);
    });
  });
});
