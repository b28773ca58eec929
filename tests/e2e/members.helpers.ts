import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { BackendSnapshot } from '../../simulator/page/backend-snapshot';
import type { Lang } from './simulator.helpers';
import { text } from './simulator.helpers';

export const m = (key: string, lang: Lang = 'en') => text(lang, 'members', key);

/** Opens the simulator on /members and waits for the members table. */
export async function openMembers(page: Page, query: Record<string, string> = {}): Promise<FrameLocator> {
  const lang = (query.lang ?? 'en') as Lang;
  await page.goto(`/?${new URLSearchParams({ lang, route: '/members', ...query }).toString()}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('table', { name: m('caption.members', lang) })).toBeVisible({
    timeout: 30_000,
  });
  return frame;
}

export async function toastMessages(page: Page): Promise<string[]> {
  const toasts = await page.evaluate(() => window.simulator!.toasts());
  return toasts.map((toast) => `${toast.type}: ${toast.message}`);
}

export async function expectToast(page: Page, type: string, message: string): Promise<void> {
  await expect.poll(() => toastMessages(page)).toContain(`${type}: ${message}`);
}

export function setFailRate(page: Page, failRate: number): Promise<void> {
  return page.evaluate((rate) => window.simulator!.setFaults({ failRate: rate }), failRate);
}

/** The data cells of every row in the DOM of a table: [name, email, role…]. */
export function rowsOf(frame: FrameLocator, caption: string): Promise<string[][]> {
  return frame
    .getByRole('table', { name: caption })
    .locator('tbody tr.ui-table__row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td.ui-table__cell')].map((cell) => cell.textContent ?? '')),
    );
}

const ROLE_LABELS = { admin: 'Admin', member: 'Editor', guest: 'Viewer' } as const;

/** What the Members tab must show for the backend's data now: [email, role label], sorted. */
export function expectedMemberRows(state: BackendSnapshot): string[][] {
  return state.members
    .filter(
      (member) =>
        member.userIdentity !== state.loggedUser.identity &&
        (member.userStatus === 'Accepted' || member.userStatus === 'PendingUser'),
    )
    .map((member) => [member.email, ROLE_LABELS[member.roleId]])
    .sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

export async function shownMemberRows(frame: FrameLocator): Promise<string[][]> {
  return (await rowsOf(frame, m('caption.members')))
    .map((cells) => [cells[1] ?? '', cells[2] ?? ''])
    .sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

/** Accepted members other than the logged user and the owner (who can be neither demoted nor removed). */
export function editableMembers(state: BackendSnapshot) {
  return state.members.filter(
    (member) =>
      member.userStatus === 'Accepted' &&
      member.userIdentity !== state.loggedUser.identity &&
      member.userIdentity !== state.tenant.ownerIdentity,
  );
}
