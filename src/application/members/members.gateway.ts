import type { Member } from '../../domain/members/member.entity';

/** Portal service members (spec 1 §7). Paging rules live in the adapter (spec 1 §5). */
export const MembersGateway = Symbol.for('MembersGateway');
export interface MembersGateway {
  /** Pages of 100 until a page's count is not a multiple of 100. */
  listAll(tenantId: string): Promise<Member[]>;
}
