import { describe, expect, it } from 'vitest';
import {
  COPILOT_ENABLED_KEY,
  copilotBot,
  copilotViewChoice,
  isCopilotConfigured,
  unreadableCopilotBot,
  unreadCopilotBot,
} from '../../../src/domain/copilot/copilot-bot.entity';
import type { BotApplication } from '../../../src/domain/shared/bot.entity';

const app = (hasPermission = true): BotApplication => ({
  id: 'faq1',
  shortName: 'faq1',
  name: 'FAQ',
  imageUri: undefined,
  hasPermission,
});

describe("Copilot bot (spec 1 §3 'Copilot bot', §2 'Copilot page')", () => {
  it('spec 1 §3: the key is TenantBot{product}CopilotEnabled with the product in the middle', () => {
    expect(COPILOT_ENABLED_KEY).toBe('TenantBotBlipCopilotEnabled');
  });

  it("spec 1 §3: enabled when the item's value is 'True'; other items and values are not", () => {
    expect(isCopilotConfigured([{ name: COPILOT_ENABLED_KEY, value: 'True' }])).toBe(true);
    expect(isCopilotConfigured([{ name: COPILOT_ENABLED_KEY, value: 'False' }])).toBe(false);
    expect(isCopilotConfigured([{ name: 'TenantBotBlipDeskEnabled', value: 'True' }])).toBe(false);
    expect(isCopilotConfigured([])).toBe(false);
  });

  it('spec 1 §3: a bot without hasPermission is treated as status false', () => {
    const items = [{ name: COPILOT_ENABLED_KEY, value: 'True' }];
    expect(copilotBot(app(true), items).enabled).toBe(true);
    expect(copilotBot(app(false), items).enabled).toBe(false);
  });

  it('spec 1 §2: the bot view shows when the toggle is on or any bot already has copilot', () => {
    const off = copilotBot(app(), []);
    const on = copilotBot(app(), [{ name: COPILOT_ENABLED_KEY, value: 'True' }]);
    expect(copilotViewChoice(false, [off])).toBe('offer');
    expect(copilotViewChoice(true, [off])).toBe('bots');
    expect(copilotViewChoice(false, [off, on])).toBe('bots');
    expect(copilotViewChoice(false, [])).toBe('offer');
  });

  it('issue 34 §3: one bot read with copilot on decides for the bot view; the offer waits until every bot is read', () => {
    const unread = unreadCopilotBot(app());
    const on = copilotBot(app(), [{ name: COPILOT_ENABLED_KEY, value: 'True' }]);
    const off = copilotBot(app(), []);
    expect(unread).toMatchObject({ enabled: false, stateKnown: false });
    expect(copilotViewChoice(false, [unread, off])).toBe('undecided');
    expect(copilotViewChoice(false, [unread, on])).toBe('bots');
    expect(copilotViewChoice(true, [unread])).toBe('bots');
  });

  it('issue 34 §1: a locked bot is never read, so its state (off) is known from the list', () => {
    expect(unreadCopilotBot(app(false))).toMatchObject({ enabled: false, stateKnown: true });
    expect(copilotViewChoice(false, [unreadCopilotBot(app(false))])).toBe('offer');
  });

  it('spec 1 §2 (ours for a failed read): a bot whose configuration could not be read may have copilot, so the bots show instead of the offer', () => {
    const failed = unreadableCopilotBot(app());
    const off = copilotBot(app(), []);
    expect(failed).toMatchObject({ enabled: false, stateKnown: true, readFailed: true });
    expect(copilotViewChoice(false, [off, failed])).toBe('bots');
    expect(copilotViewChoice(false, [unreadCopilotBot(app()), failed])).toBe('undecided');
    expect(copilotViewChoice(false, [off])).toBe('offer');
  });
});
