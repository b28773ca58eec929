import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UploadControl } from '../../../src/application/shared/upload-control.port';
import { MediaUploader, MediaUploadError } from '../../../src/application/tenant/media-upload.port';
import { pendingUpload } from '../../support/pending-upload';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { HOLDING_SETTINGS, holdMemberPages } from '../shared/held-member-pages';
import { renderModule } from '../shared/render-module';
import { headingPage } from '../shell/test-pages';

/** The whole module over the in-process fake host, with every command the module sends recorded. */
function renderCard(fakeHost: Partial<FakeHostOptions> = {}) {
  const view = renderModule({ fakeHost: { role: 'admin', ...fakeHost } });
  const host = view.container.get<FakeHost>(FakeHostToken);
  const commands: { method: string; uri: string; resource?: unknown }[] = [];
  const handle = host.handle.bind(host);
  host.handle = (action, content) => {
    if (action === 'sendCommand')
      commands.push((content as { command: { method: string; uri: string } }).command);
    return handle(action, content);
  };
  const uploads: { url: string; file: Blob }[] = [];
  view.container.rebind(MediaUploader).toConstantValue({
    upload: (url: string, file: Blob) => {
      uploads.push({ url, file });
      return Promise.resolve('https://media.example.com/photo-1.png');
    },
  });
  const tenantSets = () =>
    commands.filter((command) => command.method === 'set' && /^\/tenants\/[^/]+$/.test(command.uri));
  return { ...view, host, commands, uploads, tenantSets };
}

const card = () => screen.findByRole('article', { name: 'Contract' });

async function rename(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(within(await card()).getByRole('button', { name: 'Edit Contract name' }));
  const input = within(await card()).getByRole('textbox', { name: 'Contract name' });
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  await user.keyboard('{Enter}');
  return input;
}

describe('ContractCard (spec 1 Contract card)', () => {
  it('spec 1: shows name, contract URL, ID, creation date with dots, chatbots and members, and the leave link', async () => {
    const { host } = renderCard({ lang: 'pt' });
    const article = await screen.findByRole('article', { name: 'Contrato' });
    const { id, name } = host.state.tenant;
    expect(within(article).getByText(name)).toBeInTheDocument();
    expect(within(article).getByText(`${id}.blip.ai`)).toBeInTheDocument();
    expect(within(article).getByText('ID').nextElementSibling).toHaveTextContent(id);
    expect(within(article).getByText('Data de criação').nextElementSibling?.textContent).toMatch(
      /^\d{2}\.\d{2}\.\d{4}$/,
    );
    await waitFor(() =>
      expect(within(article).getByText('Chatbots').nextElementSibling).toHaveTextContent(
        String(host.state.bots.length),
      ),
    );
    const counted = host.state.members.filter(
      (member) => member.userStatus === 'Accepted' || member.userStatus === 'PendingUser',
    ).length;
    await waitFor(() =>
      expect(within(article).getByText('Membros').nextElementSibling).toHaveTextContent(String(counted)),
    );
    expect(within(article).getByRole('button', { name: 'Sair do contrato' })).toBeInTheDocument();
  });

  it("issue 34 §2: with the member pages unanswered the home shows its cards and the card says 'Counting…'; the count comes with the pages", async () => {
    const view = renderModule({
      fakeHost: { role: 'admin', scale: { members: 250 } },
      settings: HOLDING_SETTINGS,
    });
    const pages = holdMemberPages(view.container.get<FakeHost>(FakeHostToken));
    const article = await card();
    expect(await screen.findByRole('link', { name: 'Members' })).toBeInTheDocument();
    const fact = () => within(article).getByText('Members').nextElementSibling;
    expect(fact()).toHaveTextContent(/^Counting…$/);
    expect(article.querySelector('[data-load-progress]')).toHaveTextContent('Counting…');
    expect(pages.asked).toHaveLength(1);
    pages.releaseAll();
    await waitFor(() => expect(fact()).toHaveTextContent(/^\d+$/));
    expect(document.querySelector('[data-load-progress]')).toBeNull();
  });

  it('issue 34 §2: leaving the home stops the count; back on the home it counts anew and keeps the count', async () => {
    const view = renderModule({
      fakeHost: { role: 'admin', flags: 'all', scale: { members: 250 } },
      pages: [headingPage('mtls', '/mtls', 'Certificates page')],
      settings: HOLDING_SETTINGS,
    });
    const pages = holdMemberPages(view.container.get<FakeHost>(FakeHostToken));
    await card();
    await waitFor(() => expect(pages.asked).toHaveLength(1));
    await view.router.navigate('/mtls');
    await screen.findByRole('heading', { name: 'Certificates page' });
    expect(screen.queryByRole('article', { name: 'Contract' })).toBeNull();
    pages.releaseAll();
    await view.router.navigate('/');
    const fact = () => within(screen.getByRole('article', { name: 'Contract' })).getByText('Members');
    await waitFor(() => expect(fact().nextElementSibling).toHaveTextContent(/^\d+$/));
    // The count left behind stopped at its first page; the second one read them all again.
    expect(pages.asked.filter((uri) => uri.includes('$skip=0&'))).toHaveLength(2);
    const asked = pages.asked.length;
    await view.router.navigate('/mtls');
    await screen.findByRole('heading', { name: 'Certificates page' });
    await view.router.navigate('/');
    await card();
    expect(fact().nextElementSibling).toHaveTextContent(/^\d+$/);
    expect(pages.asked).toHaveLength(asked);
  });

  it('spec 1 §5: the input has minlength 2 and maxlength 15', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(within(await card()).getByRole('button', { name: 'Edit Contract name' }));
    const input = within(await card()).getByRole('textbox', { name: 'Contract name' });
    expect(input).toHaveAttribute('minlength', '2');
    expect(input).toHaveAttribute('maxlength', '15');
  });

  it("spec 1 §5: '<b>Acme</b>' saves 'Acme', shows 'Name updated' and tells the host", async () => {
    const user = userEvent.setup();
    const { host, ui, tenantSets } = renderCard();
    await rename(user, '<b>Acme</b>');
    expect(await within(await card()).findByText('Acme')).toBeInTheDocument();
    expect(tenantSets()).toEqual([
      expect.objectContaining({ resource: expect.objectContaining({ name: 'Acme' }) }),
    ]);
    expect(host.state.tenant.name).toBe('Acme');
    expect(host.state.currentTenant['name']).toBe('Acme');
    await waitFor(() => expect(ui.toasts).toContainEqual({ type: 'success', message: 'Name updated' }));
  });

  it("spec 1 §5: 'A' shows 'The name has to be at least 2 characters long', keeps the field open and sends nothing", async () => {
    const user = userEvent.setup();
    const { tenantSets } = renderCard();
    const input = await rename(user, 'A');
    expect(await screen.findByText('The name has to be at least 2 characters long')).toBeInTheDocument();
    expect(input).toHaveValue('A');
    expect(input).toHaveAccessibleDescription('The name has to be at least 2 characters long');
    expect(tenantSets()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByText('The name has to be at least 2 characters long')).toBeNull();
  });

  it('spec 1 §5: the unchanged name sends nothing', async () => {
    const user = userEvent.setup();
    const { host, tenantSets, ui } = renderCard();
    await card();
    await rename(user, ` ${host.state.tenant.name} `);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Contract' })).getByText(host.state.tenant.name),
      ).toBeInTheDocument(),
    );
    expect(tenantSets()).toEqual([]);
    expect(ui.toasts).toEqual([]);
  });

  it("spec 1 §8: a failed save shows 'Failed to update name' and the stored name again", async () => {
    const user = userEvent.setup();
    const { host, ui, tenantSets } = renderCard();
    const stored = host.state.tenant.name;
    await card();
    host.configureFaults({ failRate: 1 });
    await rename(user, 'Acme');
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'danger', message: 'Failed to update name' }),
    );
    expect(await within(await card()).findByText(stored)).toBeInTheDocument();
    expect(tenantSets()).toHaveLength(1);
    expect(host.state.tenant.name).toBe(stored);
  });

  it('spec 1 §6: a member sees the name as text, without edit or photo buttons', async () => {
    renderCard({ role: 'member' });
    const article = await card();
    expect(within(article).queryByRole('button', { name: 'Edit Contract name' })).toBeNull();
    expect(within(article).queryByRole('button', { name: 'Change contract photo' })).toBeNull();
  });

  it("spec 1: copying the ID and the URL puts them on the clipboard with 'Text coppied to clipboard!'", async () => {
    const user = userEvent.setup();
    const { host, ui } = renderCard();
    const article = await card();
    await user.click(within(article).getByRole('button', { name: 'Copy ID' }));
    expect(await navigator.clipboard.readText()).toBe(host.state.tenant.id);
    await user.click(within(article).getByRole('button', { name: 'Copy contract URL' }));
    expect(await navigator.clipboard.readText()).toBe(`${host.state.tenant.id}.blip.ai`);
    await waitFor(() =>
      expect(ui.toasts.filter((toast) => toast.message === 'Text coppied to clipboard!')).toHaveLength(2),
    );
  });

  it('spec 1 §5: a .bmp is refused with 415 and nothing is uploaded', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { ui, uploads } = renderCard();
    await card();
    await user.upload(
      screen.getByTestId('contract-photo-input'),
      new File(['x'], 'logo.bmp', { type: 'image/bmp' }),
    );
    await waitFor(() => expect(ui.uploadErrorToasts).toEqual([415]));
    expect(uploads).toEqual([]);
  });

  it('spec 1 §5: a 21 MB png is refused with 413', async () => {
    const user = userEvent.setup();
    const { ui, uploads } = renderCard();
    await card();
    const big = new File([new Uint8Array(21 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('contract-photo-input'), big);
    await waitFor(() => expect(ui.uploadErrorToasts).toEqual([413]));
    expect(uploads).toEqual([]);
  });

  it('spec 1 §7: a png is uploaded to the media upload URL, saved on the tenant and shown', async () => {
    const user = userEvent.setup();
    const { host, uploads, commands } = renderCard();
    await card();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.click(screen.getByRole('button', { name: 'Change contract photo' }));
    await user.upload(screen.getByTestId('contract-photo-input'), png);
    const photo = await screen.findByRole('img', { name: 'Contract photo' });
    expect(photo).toHaveAttribute('src', 'https://media.example.com/photo-1.png');
    expect(commands).toContainEqual(
      expect.objectContaining({ method: 'get', uri: '/upload-media-uri?profile=HotPermanent' }),
    );
    expect(uploads[0]?.url).toMatch(/\/fake-storage\/media\?upload=1$/);
    expect(host.state.tenant.photoUri).toBe('https://media.example.com/photo-1.png');
  });
});

describe('Leave contract link (spec 1 Leave contract flow)', () => {
  it("scenario 'owner': the link is hidden for the owner", async () => {
    renderCard({ scenario: 'owner' });
    const article = await card();
    expect(within(article).queryByRole('button', { name: 'Leave contract' })).toBeNull();
  });

  it('default: the leave alert, then the user is removed and the host goes to the last used other tenant', async () => {
    const user = userEvent.setup();
    const { host, ui } = renderCard({ role: 'guest' });
    const identity = host.state.loggedUser.identity;
    await user.click(within(await card()).getByRole('button', { name: 'Leave contract' }));
    await waitFor(() => expect(ui.redirects).toHaveLength(1));
    expect(ui.alerts.map((entry) => entry.alert.title)).toEqual(['Leave this contract?']);
    expect(host.state.members.some((member) => member.userIdentity === identity)).toBe(false);
    expect(ui.redirects[0]).toEqual({
      kind: 'topWindow',
      url: `https://${host.state.otherTenants[0]!.id}.blip.ai/application?leaveContract=true`,
    });
  });

  it("scenario 'bot-owner': 'Oops… you cannot leave this contract', then the application list", async () => {
    const user = userEvent.setup();
    const { ui } = renderCard({ scenario: 'bot-owner' });
    await user.click(within(await card()).getByRole('button', { name: 'Leave contract' }));
    await waitFor(() => expect(ui.redirects).toEqual([{ kind: 'applicationList' }]));
    expect(ui.alerts.map((entry) => entry.alert.title)).toEqual(['Oops… you cannot leave this contract']);
  });

  it("scenario 'only-contract': its alert, then {portal url}/application/tenant/create?leaveContract=true", async () => {
    const user = userEvent.setup();
    const { ui } = renderCard({ scenario: 'only-contract' });
    await user.click(within(await card()).getByRole('button', { name: 'Leave contract' }));
    await waitFor(() =>
      expect(ui.redirects).toEqual([
        { kind: 'topWindow', url: 'https://portal.blip.ai/application/tenant/create?leaveContract=true' },
      ]),
    );
    expect(ui.alerts.map((entry) => entry.alert.title)).toEqual(['Leave your only contract?']);
  });

  it("scenario 'corrupt-last-used': falls back to another tenant of the list without an error", async () => {
    const user = userEvent.setup();
    const { host, ui } = renderCard({ scenario: 'corrupt-last-used' });
    await user.click(within(await card()).getByRole('button', { name: 'Leave contract' }));
    await waitFor(() => expect(ui.redirects).toHaveLength(1));
    expect(ui.redirects[0]).toEqual({
      kind: 'topWindow',
      url: `https://${host.state.otherTenants[0]!.id}.blip.ai/?leaveContract=true`,
    });
    expect(ui.toasts).toEqual([]);
  });

  it('cancelling the alert keeps the user in the contract', async () => {
    const user = userEvent.setup();
    const { host, ui } = renderCard();
    ui.answerAlerts(false);
    await user.click(within(await card()).getByRole('button', { name: 'Leave contract' }));
    await waitFor(() => expect(ui.alerts).toHaveLength(1));
    expect(ui.redirects).toEqual([]);
    expect(host.state.members.some((member) => member.userIdentity === host.state.loggedUser.identity)).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Leave contract' })).toBeEnabled();
  });
});

describe('ContractCard photo upload progress (issue 24 §3)', () => {
  it('issue 24 §3: the card shows the bar with its percentage; Cancel saves nothing and says so; a failure offers Try again', async () => {
    const user = userEvent.setup();
    const view = renderCard({ lang: 'en' });
    let attempt = 0;
    view.container.rebind(MediaUploader).toConstantValue({
      upload: (_url: string, _file: Blob, control?: UploadControl) => {
        attempt += 1;
        if (attempt === 1) return pendingUpload<string>(control, 64).promise;
        if (attempt === 2) return Promise.reject(new MediaUploadError(503, 'down'));
        return Promise.resolve('https://media.example.com/photo-2.png');
      },
    });
    const article = await card();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('contract-photo-input'), png);
    const bar = await within(article).findByRole('progressbar', { name: 'Uploading the contract photo' });
    expect(bar).toHaveAttribute('value', '64');
    expect(within(article).getByText('64%')).toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: 'Cancel upload' }));
    expect(await within(article).findByRole('status')).toHaveTextContent(
      'Upload cancelled. Nothing was saved.',
    );
    expect(view.tenantSets()).toEqual([]);

    await user.upload(screen.getByTestId('contract-photo-input'), png);
    await within(article).findByText('The upload did not finish. Your file is still chosen.');
    await user.click(within(article).getByRole('button', { name: 'Try again' }));
    const photo = await within(article).findByRole('img', { name: 'Contract photo' });
    expect(photo).toHaveAttribute('src', 'https://media.example.com/photo-2.png');
    expect(view.host.state.tenant.photoUri).toBe('https://media.example.com/photo-2.png');
  });
});
