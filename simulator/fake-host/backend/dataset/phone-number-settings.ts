import type { FakeBackendContext } from '../backend-context';
import type { Prng } from '../prng';
import type { FakeCallingSettings, FakePhoneNumberSettings } from './fake-data';

/** Each bot's WhatsApp number and Calls settings by shortName; bots without the channel are absent. */
export type PhoneNumberSettingsTable = Map<string, FakePhoneNumberSettings>;

const NEVER_SET: FakeCallingSettings = {
  status: 'NOT_SET',
  callIconVisibility: 'NOT_SET',
  callbackPermissionStatus: 'NOT_SET',
};

/** Every state of spec 1 §4 'Calls'; null is a bot without a WhatsApp channel. */
const STATES: readonly (FakeCallingSettings | null)[] = [
  { status: 'ENABLED', callIconVisibility: 'DEFAULT', callbackPermissionStatus: 'ENABLED' },
  { status: 'ENABLED', callIconVisibility: 'DISABLE_ALL', callbackPermissionStatus: 'DISABLED' },
  { status: 'DISABLED', callIconVisibility: 'DEFAULT', callbackPermissionStatus: 'DISABLED' },
  NEVER_SET,
  null,
];

/** Brazilian area codes the numbers are drawn from. */
const AREA_CODES: readonly string[] = ['11', '21', '31', '41', '47', '51', '61', '71', '81', '85'];

function digits(random: Prng, count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) text += String(random.int(0, 9));
  return text;
}

/** A mobile number such as '+55 11 98765-4321', unique within the contract. */
function phoneNumber(random: Prng, used: Set<string>): string {
  const draw = () => `+55 ${random.pick(AREA_CODES)} 9${digits(random, 4)}-${digits(random, 4)}`;
  let number = draw();
  while (used.has(number)) number = draw();
  used.add(number);
  return number;
}

/**
 * Fixed where end-to-end tests look: the first bot the user manages has no channel, the
 * second has one whose settings were never set. The others go round every state in order.
 */
function seedPhoneNumberSettings(random: Prng, context: FakeBackendContext): PhoneNumberSettingsTable {
  const table: PhoneNumberSettingsTable = new Map();
  const used = new Set<string>();
  const permitted = context.data.bots.filter((bot) => bot.hasPermission);
  const [withoutChannel, neverSet] = permitted;
  let turn = 0;
  for (const bot of context.data.bots) {
    if (bot === withoutChannel) continue;
    const calling = bot === neverSet ? NEVER_SET : STATES[turn++ % STATES.length];
    if (calling === null || calling === undefined) continue;
    table.set(bot.shortName, { phoneNumber: phoneNumber(random, used), calling: { ...calling } });
  }
  return table;
}

export function phoneNumberSettings(context: FakeBackendContext): PhoneNumberSettingsTable {
  return context.slice('calls', seedPhoneNumberSettings);
}

/** Every bot's settings now (null without a channel), by shortName: copies. */
export function phoneNumberSettingsSnapshot(
  context: FakeBackendContext,
): Record<string, FakePhoneNumberSettings | null> {
  const table = phoneNumberSettings(context);
  const snapshot: Record<string, FakePhoneNumberSettings | null> = {};
  for (const bot of context.data.bots) {
    const settings = table.get(bot.shortName);
    snapshot[bot.shortName] = settings === undefined ? null : structuredClone(settings);
  }
  return snapshot;
}
