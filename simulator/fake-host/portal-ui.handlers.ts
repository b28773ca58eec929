import type { ModalTemplate } from '../../src/application/shared/host.port';
import { acceptCallsTerms, addAgents, inviteMembers } from './backend/dataset/state-changes';
import type { FakeModalResult } from './fake-host.contract';
import {
  badContent,
  field,
  isRecord,
  text,
  type ActionHandler,
  type FakeHostRuntime,
} from './fake-host.runtime';

const MODAL_TEMPLATES: readonly ModalTemplate[] = ['InviteModal', 'InviteAgentModal', 'CallsTermsModal'];
const TOAST_TYPES = ['info', 'success', 'warning', 'danger'];

/** The portal's UI: modals, alerts, toasts, loading, frame height, navigation (architecture.md §4). */
export function portalUiHandlers(runtime: FakeHostRuntime): Record<string, ActionHandler> {
  const { ui, backend } = runtime;

  /** A confirmed modal changes the platform the way the real portal's modal would. */
  const applyModal = (template: ModalTemplate, result: FakeModalResult): void => {
    if (!result.confirmed) return;
    if (template === 'InviteModal') inviteMembers(backend, result.data['emails'], result.data['roleId']);
    if (template === 'InviteAgentModal') addAgents(backend, result.data['emails']);
    if (template === 'CallsTermsModal') acceptCallsTerms(backend, backend.data.loggedUser.identity);
  };

  const showModal: ActionHandler = async (content) => {
    const template = field(content, 'template');
    const known = MODAL_TEMPLATES.find((candidate) => candidate === template);
    if (known === undefined) throw badContent('showModal', `unknown template '${String(template)}'`);
    const result = await ui.modal(known, content);
    applyModal(known, result);
    return result.confirmed;
  };

  return {
    showModal,
    'Tenant:showModal': showModal,
    async showAlert(content) {
      if (!isRecord(content)) throw badContent('showAlert', 'an alert object is required');
      const answer = await ui.alert({
        variant: text(content['variant']) || 'warning',
        title: text(content['title']),
        body: text(content['body']),
        confirm: text(content['confirm']),
        cancel: text(content['cancel']),
      });
      return answer === true;
    },
    toast(content) {
      const type = text(field(content, 'type'));
      const message = text(field(content, 'message'));
      if (!TOAST_TYPES.includes(type) || message === '')
        throw badContent('toast', 'type and message are required');
      const title = isRecord(content) ? content['title'] : undefined;
      ui.toast(typeof title === 'string' ? { type, title, message } : { type, message });
    },
    showUploadErrorToast(content) {
      const code = Number(field(content, 'code'));
      if (!Number.isInteger(code)) throw badContent('showUploadErrorToast', 'code must be a number');
      ui.uploadErrorToast(code);
    },
    startLoading: () => ui.loading(true),
    stopLoading: () => ui.loading(false),
    heightChange(content) {
      const raw = isRecord(content) ? (content['height'] ?? content['content']) : content;
      const px = Number(raw);
      if (!Number.isFinite(px) || px < 0)
        throw badContent('heightChange', 'height must be a non-negative number');
      ui.height(Math.ceil(px));
    },
    stateChangeSuccess(content) {
      const toUrl = field(content, 'toUrl');
      if (typeof toUrl !== 'string') throw badContent('stateChangeSuccess', 'toUrl is required');
      ui.navigated(toUrl);
    },
    unauthorizedAccess(content) {
      const path = field(content, 'path');
      ui.unauthorized(typeof path === 'string' ? path : '');
    },
    redirectProcessor(content) {
      if (field(content, 'action') !== 'redirectToApplicationList') {
        throw badContent('redirectProcessor', "only 'redirectToApplicationList' is known");
      }
      ui.redirect({ kind: 'applicationList' });
    },
    redirectTopWindow(content) {
      const url = httpsUrl(field(content, 'url'));
      if (url === null) throw badContent('redirectTopWindow', 'only https URLs are followed');
      ui.redirect({ kind: 'topWindow', url });
    },
    segment(content) {
      ui.track(content);
    },
  };
}

/** The portal follows only absolute https URLs (architecture.md §4: validate before navigating). */
function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
