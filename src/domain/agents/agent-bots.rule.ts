/**
 * The Bot column (spec 1 §2 'Agents page'): names joined by ', '; with more than one, a
 * 'ver N' dropdown lists them.
 */
export interface AgentBotsDisplay {
  readonly text: string;
  /** N of 'ver N', or 0 when there is no dropdown. */
  readonly dropdownCount: number;
}

export function agentBotsDisplay(applications: readonly string[]): AgentBotsDisplay {
  return {
    text: applications.join(', '),
    dropdownCount: applications.length > 1 ? applications.length : 0,
  };
}

/**
 * A desk owner is 'botShortName@…' (spec 1 §7 'Desk service'): the bot is the part before
 * the last '@'; blanks are dropped and repeats kept once.
 */
export function botShortNames(owners: readonly string[]): string[] {
  const names: string[] = [];
  for (const owner of owners) {
    const at = owner.lastIndexOf('@');
    const name = (at < 0 ? owner : owner.slice(0, at)).trim();
    if (name !== '' && !names.includes(name)) names.push(name);
  }
  return names;
}
