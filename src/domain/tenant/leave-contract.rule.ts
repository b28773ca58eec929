import { isPlainTenantId, sameTenantId } from './tenant-id.rule';

/**
 * Spec 1 'Leave contract flow': which alert the user meets. Owning a chatbot (being its only
 * admin) blocks leaving; a user in a single contract leaves towards creating a new one.
 */
export type LeaveBranch = 'owns-chatbots' | 'only-contract' | 'leave';

export function leaveBranch(ownedChatbots: number, contractsOfUser: number): LeaveBranch {
  if (ownedChatbots > 0) return 'owns-chatbots';
  if (contractsOfUser <= 1) return 'only-contract';
  return 'leave';
}

/** Identities may arrive encoded once more or in another case; compare them decoded. */
export function sameIdentity(a: string, b: string): boolean {
  return identityKey(a) === identityKey(b);
}

function identityKey(value: string): string {
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      break;
    }
    if (decoded === current) break;
    current = decoded;
  }
  return current.trim().toLowerCase();
}

/** Spec 1 §6 'Leave contract: hidden for the owner'. An unknown owner hides nothing. */
export function canLeaveContract(userIdentity: string, ownerIdentity: string): boolean {
  if (ownerIdentity.trim() === '') return true;
  return !sameIdentity(userIdentity, ownerIdentity);
}

/** The first tenant of the user's list that is not the one being left, with a plain id. */
export function anyOtherTenant<T extends { readonly id: string }>(
  tenants: readonly T[],
  currentTenantId: string,
): T | undefined {
  return tenants.find((tenant) => isPlainTenantId(tenant.id) && !sameTenantId(tenant.id, currentTenantId));
}
