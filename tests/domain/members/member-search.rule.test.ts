import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterMemberItems,
  matchesMemberSearch,
  toListItem,
} from '../../../src/domain/members/member-search.rule';
import { member } from './member-fixtures';

const people = [
  member({ fullName: 'Ana Souza', email: 'ana.souza@acme.com' }),
  member({ fullName: 'Bruno Lima', email: 'Bruno.Lima@Acme.com' }),
  member({ fullName: 'MARIA Clara', email: 'mc@example.org' }),
];

describe('member search (spec 1 §5 Searches: members)', () => {
  it('spec 1 §5: fullName contains the term case-insensitively', () => {
    expect(matchesMemberSearch(people[2]!, 'maria')).toBe(true);
    expect(matchesMemberSearch(people[2]!, 'CLARA')).toBe(true);
    expect(matchesMemberSearch(people[0]!, 'uza')).toBe(true);
    expect(matchesMemberSearch(people[0]!, 'bruno')).toBe(false);
  });

  it('spec 1 §5: or the e-mail contains the lower-cased term (the e-mail itself is not lower-cased)', () => {
    expect(matchesMemberSearch(people[0]!, 'ACME.COM')).toBe(true);
    // 'Bruno.Lima@Acme.com' does not contain 'acme.com', but the name does not match either.
    expect(matchesMemberSearch(people[1]!, 'acme.com')).toBe(false);
    expect(matchesMemberSearch(people[1]!, 'bruno.lima')).toBe(false);
    expect(matchesMemberSearch(people[1]!, 'bruno')).toBe(true);
    expect(matchesMemberSearch(people[2]!, 'EXAMPLE')).toBe(true);
  });

  it('spec 1 §5: an empty term matches everybody; the term is used as typed (no trimming)', () => {
    expect(people.every((person) => matchesMemberSearch(person, ''))).toBe(true);
    expect(matchesMemberSearch(people[0]!, ' ana')).toBe(false);
    expect(matchesMemberSearch(people[0]!, 'ana souza')).toBe(true);
  });

  it('filterMemberItems keeps the order and returns the same list for an empty term', () => {
    const items = people.map(toListItem);
    expect(filterMemberItems(items, '')).toBe(items);
    expect(filterMemberItems(items, 'a').map((item) => item.member.fullName)).toEqual([
      'Ana Souza',
      'Bruno Lima',
      'MARIA Clara',
    ]);
    expect(filterMemberItems(items, 'li').map((item) => item.key)).toEqual([items[1]!.key]);
  });

  it('toListItem precomputes the lower-cased name and keys the item by identity', () => {
    expect(toListItem(people[2]!)).toEqual({
      key: people[2]!.userIdentity,
      member: people[2],
      fullNameLower: 'maria clara',
    });
  });

  it('property: the precomputed filter agrees with the rule for any names, e-mails and terms', () => {
    const text = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 20 }), text, (rows, term) => {
        const members = rows.map(([fullName, email], index) =>
          member({ fullName, email, userIdentity: `u${index}@blip.ai` }),
        );
        const filtered = filterMemberItems(members.map(toListItem), term).map((item) => item.member);
        expect(filtered).toEqual(members.filter((candidate) => matchesMemberSearch(candidate, term)));
      }),
    );
  });
});
