import { screen, within } from '@testing-library/react';
import type { RenderModuleOptions } from '../shared/render-module';
import {
  findBotTable,
  inListOrder,
  renderBotPage,
  rowOf,
  textsIn,
} from '../shared/bot-list/bot-page.harness';

const t = textsIn('en');
export const CALLS_CAPTION = t('calls:bots.caption');

/**
 * '/calls' with the terms accepted (default scenario), once the bots are in. The fake backend
 * fixes the first bot the user manages without a WhatsApp channel and the second with every
 * setting NOT_SET; the helpers read every other fact from the host's state.
 */
export async function openCallsBots(fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderBotPage('/calls', fakeHost);
  await findBotTable(textsIn(fakeHost.lang ?? 'en')('calls:bots.caption'));
  const bots = view.host.state.bots;
  const settingsOf = (shortName: string) => view.host.state.phoneNumberSettings[shortName] ?? null;
  const permitted = bots.filter((bot) => bot.hasPermission);
  const [withoutChannel, neverSet] = permitted;
  if (withoutChannel === undefined || neverSet === undefined) throw new Error('the dataset changed');
  const callsOn = (shortName: string) => settingsOf(shortName)?.calling.status === 'ENABLED';
  return {
    ...view,
    bots,
    settingsOf,
    permitted: inListOrder(permitted),
    locked: inListOrder(bots.filter((bot) => !bot.hasPermission)),
    enabled: inListOrder(permitted.filter((bot) => callsOn(bot.shortName))),
    withoutChannel,
    neverSet,
  };
}

/** The 'Disable' / 'Enable' pair of a column ('Calls for X', 'Call permission request for X'). */
export function pairOf(label: string) {
  const group = screen.getByRole('group', { name: label });
  return {
    group,
    enable: within(group).getByRole('button', { name: t('bots:enable') }),
    disable: within(group).getByRole('button', { name: t('bots:disable') }),
  };
}

export const callsPair = (name: string) => pairOf(t('calls:bots.callsLabel', { name }));
export const callbackPair = (name: string) => pairOf(t('calls:bots.callbackLabel', { name }));

export const callsRow = (name: string) => rowOf(CALLS_CAPTION, name);
