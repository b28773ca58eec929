import { describe, expect, it } from 'vitest';
import { HeadlessHostUi } from '../../../simulator/fake-host/headless-host.ui';

const alert = { variant: 'warning', title: 'T', body: 'B', confirm: 'OK', cancel: 'Cancel' };

describe('HeadlessHostUi', () => {
  it('by default confirms alerts and cancels modals', async () => {
    const ui = new HeadlessHostUi();
    expect(await ui.alert(alert)).toBe(true);
    expect(await ui.modal('InviteModal', {})).toEqual({ confirmed: false });
  });

  it('answers from the queues in order, then falls back to the defaults', async () => {
    const ui = new HeadlessHostUi()
      .answerAlerts(false, true)
      .answerModals({ confirmed: true, data: { emails: [] } });
    expect([await ui.alert(alert), await ui.alert(alert), await ui.alert(alert)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(await ui.modal('InviteAgentModal', { template: 'InviteAgentModal' })).toEqual({
      confirmed: true,
      data: { emails: [] },
    });
    expect(await ui.modal('InviteAgentModal', {})).toEqual({ confirmed: false });
    expect(ui.alerts.map((a) => a.answer)).toEqual([false, true, true]);
    expect(ui.modals.map((m) => m.template)).toEqual(['InviteAgentModal', 'InviteAgentModal']);
  });

  it('takes other defaults', async () => {
    const ui = new HeadlessHostUi({ alert: false, modal: { confirmed: true, data: {} } });
    expect(await ui.alert(alert)).toBe(false);
    expect(await ui.modal('CallsTermsModal', {})).toEqual({ confirmed: true, data: {} });
  });

  it('records toasts, redirects, heights, navigations, unauthorized paths, tracks and loading', () => {
    const ui = new HeadlessHostUi();
    ui.toast({ type: 'info', message: 'Hi' });
    ui.uploadErrorToast(415);
    ui.redirect({ kind: 'applicationList' });
    ui.height(400);
    ui.navigated('/calls');
    ui.unauthorized('/mtls');
    ui.track({ action: 'a' });
    ui.loading(true);
    expect(ui).toMatchObject({
      toasts: [{ type: 'info', message: 'Hi' }],
      uploadErrorToasts: [415],
      redirects: [{ kind: 'applicationList' }],
      heights: [400],
      navigations: ['/calls'],
      unauthorizedPaths: ['/mtls'],
      tracks: [{ action: 'a' }],
      isLoading: true,
    });
  });
});
