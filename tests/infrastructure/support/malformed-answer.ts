import { MalformedAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { rejectionOf } from '../../support/rejection';

/** The `MalformedAnswer` a schema read (`readAnswer`) throws for a bad answer (any other outcome fails the test). */
export function malformedAnswerOf(read: () => unknown): MalformedAnswer {
  try {
    read();
  } catch (error) {
    if (error instanceof MalformedAnswer) return error;
    throw error;
  }
  throw new Error('the answer was read without a MalformedAnswer');
}

/** The `MalformedAnswer` a gateway call rejects with (any other outcome fails the test). */
export function malformedRejectionOf(call: Promise<unknown>): Promise<MalformedAnswer> {
  return rejectionOf(MalformedAnswer, call);
}
