import { RESOURCE_NOT_FOUND_CODE } from '../../../src/domain/shared/command-failure';

/** LIME reason codes the fake backend answers with (same numbers as the real platform). */
export const LimeReason = {
  GENERAL_ERROR: 1,
  COMMAND_PROCESSING_ERROR: 61,
  RESOURCE_NOT_SUPPORTED: 62,
  METHOD_NOT_SUPPORTED: 63,
  INVALID_ARGUMENT: 64,
  NOT_ALLOWED: 66,
  RESOURCE_NOT_FOUND: RESOURCE_NOT_FOUND_CODE,
} as const;

export type LimeReasonCode = (typeof LimeReason)[keyof typeof LimeReason];
