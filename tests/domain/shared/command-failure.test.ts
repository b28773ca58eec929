import { describe, expect, it } from 'vitest';
import {
  CommandFailure,
  isCommandFailure,
  RESOURCE_NOT_FOUND_CODE,
} from '../../../src/domain/shared/command-failure';
import { isReportNoData, REPORT_NO_DATA } from '../../../src/domain/reports/report-no-data';
import { isReportSuccess, REPORT_SUCCESS } from '../../../src/domain/reports/consumption.entity';

/** architecture.md §4 typed failures, and the spec 3 §3.11 request results that pages branch on. */
describe('CommandFailure and report results', () => {
  it('spec 3 §8: only reason code 67 is "resource not found"', () => {
    expect(new CommandFailure('command', 'failure', RESOURCE_NOT_FOUND_CODE, 'gone').isNotFound).toBe(true);
    expect(new CommandFailure('command', 'failure', 68, 'other').isNotFound).toBe(false);
    expect(new CommandFailure('timeout', 'timeout', undefined, '').isNotFound).toBe(false);
  });

  it('architecture.md §4: a CommandFailure is recognised as one; another error is not', () => {
    const failure = new CommandFailure('host', 'unavailable', undefined, '');
    expect(isCommandFailure(failure)).toBe(true);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.name).toBe('CommandFailure');
    expect(isCommandFailure(new Error('command: failure'))).toBe(false);
  });

  it('spec 3 §3.11: success and "no data" are told by status alone, never by the value', () => {
    expect(isReportSuccess({ status: REPORT_SUCCESS, value: [] })).toBe(true);
    expect(isReportSuccess({ status: 'failure', value: [1] })).toBe(false);
    expect(isReportNoData({ status: REPORT_NO_DATA, value: [] })).toBe(true);
    expect(isReportNoData({ status: REPORT_SUCCESS, value: [] })).toBe(false);
    expect(REPORT_SUCCESS).toBe('SUCCESS');
    expect(REPORT_NO_DATA).toBe('NO_DATA');
  });
});
