import { describe, expect, it } from 'vitest';
import { undoGroups, undoOutcome, undoPlan, type ChangedItem } from '../../../src/domain/undo/bulk-undo.rule';

const item = (id: string, previous: string): ChangedItem<string> => ({ id, name: `Name ${id}`, previous });

describe('bulk undo (issue 38 §2)', () => {
  const changed = [item('a', 'guest'), item('b', 'member'), item('c', 'guest'), item('d', 'admin')];

  it('issue 38 §2: the plan is the items the change saved, each with its previous value; failed items are left out', () => {
    expect(undoPlan(changed, ['a', 'b', 'c'], 'admin')).toEqual([
      item('a', 'guest'),
      item('b', 'member'),
      item('c', 'guest'),
    ]);
  });

  it('issue 38 §2: an item that already had the applied value was not changed, so nothing is undone for it', () => {
    expect(undoPlan(changed, ['a', 'd'], 'admin')).toEqual([item('a', 'guest')]);
    expect(undoPlan(changed, [], 'admin')).toEqual([]);
  });

  it('issue 38 §2: the plan is grouped by previous value, one command per value, in first-seen order', () => {
    expect(undoGroups(undoPlan(changed, ['a', 'b', 'c'], 'admin'))).toEqual([
      { previous: 'guest', items: [item('a', 'guest'), item('c', 'guest')] },
      { previous: 'member', items: [item('b', 'member')] },
    ]);
    const bots = [
      { id: '1', name: 'One', previous: false },
      { id: '2', name: 'Two', previous: false },
    ];
    expect(undoGroups(bots)).toEqual([{ previous: false, items: bots }]);
  });

  it('issue 38 §2: every planned item restored is a full undo, with its count', () => {
    const plan = undoPlan(changed, ['a', 'b'], 'admin');
    expect(undoOutcome(plan, ['b', 'a'])).toEqual({ kind: 'restored', count: 2 });
  });

  it('issue 38 §2: an undo names exactly the items it could not restore, in plan order', () => {
    const plan = undoPlan(changed, ['a', 'b', 'c'], 'admin');
    expect(undoOutcome(plan, ['b'])).toEqual({ kind: 'partial', notRestored: ['Name a', 'Name c'] });
    expect(undoOutcome(plan, [])).toEqual({ kind: 'partial', notRestored: ['Name a', 'Name b', 'Name c'] });
  });
});
