import { describe, expect, it } from 'vitest';
import type { ToastRequest } from '../../../src/application/shared/host.port';
import { hostFeedback } from '../../../src/presentation/shared/host-feedback';

function recorded() {
  const toasts: ToastRequest[] = [];
  return { toasts, feedback: hostFeedback({ toast: (toast) => toasts.push(toast) }) };
}

describe('one feedback port (issue 36 §2)', () => {
  it('issue 36 §2: each kind of feedback is the host toast of its type, a title only when given', () => {
    const { toasts, feedback } = recorded();
    feedback.success('Saved');
    feedback.error('Failed', 'Oops');
    feedback.warning('Not copied');
    feedback.info('Note');
    feedback.show({ type: 'danger', title: 'T', message: 'M' });
    expect(toasts).toEqual([
      { type: 'success', message: 'Saved' },
      { type: 'danger', title: 'Oops', message: 'Failed' },
      { type: 'warning', message: 'Not copied' },
      { type: 'info', message: 'Note' },
      { type: 'danger', title: 'T', message: 'M' },
    ]);
  });
});
