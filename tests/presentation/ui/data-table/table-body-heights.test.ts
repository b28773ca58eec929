import { describe, expect, it } from 'vitest';
import { TABLE_BODY_HEIGHTS } from '../../../../src/presentation/ui/data-table/table-body-heights';
import { DEFAULT_BODY_MAX_HEIGHT } from '../../../../src/presentation/ui/DataTable.view';

describe('table body heights', () => {
  it('spec 1 §9: members 400px, agents 440px, default 200px', () => {
    expect(TABLE_BODY_HEIGHTS.members).toBe(400);
    expect(TABLE_BODY_HEIGHTS.agents).toBe(440);
    expect(TABLE_BODY_HEIGHTS.default).toBe(200);
    expect(DEFAULT_BODY_MAX_HEIGHT).toBe(200);
  });

  it('spec 3 §9: report pages 1000px', () => {
    expect(TABLE_BODY_HEIGHTS.reports).toBe(1000);
  });
});
