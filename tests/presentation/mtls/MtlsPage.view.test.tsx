import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withDialogPolyfill } from '../ui/ui-test-kit';
import { FakeMtlsGateway } from '../../application/mtls/mtls-fakes';
import { pendingUpload } from '../../support/pending-upload';
import { renderMtlsPage } from './render-mtls-page';

withDialogPolyfill();

const MB = 1024 * 1024;
const file = (name: string, size = 2048, type = 'application/x-pkcs12') =>
  new File([new Uint8Array(size)], name, { type });

async function openWizard() {
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Register new certificate' }));
  const dialog = screen.getByRole('dialog', { name: 'Register new certificate' });
  return { user, dialog };
}

async function toInfoStep() {
  const opened = await openWizard();
  await opened.user.upload(within(opened.dialog).getByLabelText(/Certificate file/), file('client.pfx'));
  await opened.user.type(within(opened.dialog).getByLabelText('Certificate password'), 'simulator');
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Next' }));
  return opened;
}

// Whole-module renders with typing: generous time, so a busy machine does not fail them.
describe('MtlsPage (spec 1 §2 mTLS page) over the fake host', () => {
  it("spec 1 §2: header '{tenant name} MTLS Certificates' back to '/', intro card and the table", async () => {
    renderMtlsPage();
    const title = await screen.findByRole('heading', { level: 1, name: /MTLS Certificates$/ });
    expect(title.textContent).not.toBe(' MTLS Certificates');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'End-to-End Encryption' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'MTLS Certificates' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual(['Description', 'Expiration', 'Status', 'Actions']);
    const statusOf = (description: string) =>
      within(within(table).getByText(description).closest('tr')!).getByText(/Valid|Invalid|Under validation/);
    expect(statusOf('Payments gateway')).toHaveTextContent('Valid');
    expect(statusOf('Payments gateway')).toHaveAttribute('data-tone', 'success');
    expect(statusOf('Legacy CRM')).toHaveAttribute('data-tone', 'disabled');
    expect(statusOf('Partner API')).toHaveTextContent('Under validation');
    // spec 1 §4: an unknown status ('processing') displays as 'Under validation'.
    expect(statusOf('Logistics webhooks')).toHaveTextContent('Under validation');
    expect(statusOf('Logistics webhooks')).toHaveAttribute('data-tone', 'default');
  });

  it('a contract without certificates shows the empty table', async () => {
    renderMtlsPage({ scenario: 'empty' });
    expect(await screen.findByText('No certificates registered yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register new certificate' })).toBeEnabled();
  });

  it("spec 1 §8: a failed load shows 'Error loading MTLS certificates' with a retry that reloads", async () => {
    const gateway = new FakeMtlsGateway();
    gateway.failing.add('listCertificates');
    const { ui } = renderMtlsPage({}, gateway);
    expect(await screen.findByText('Error loading MTLS certificates')).toBeInTheDocument();
    expect(ui.toasts).toContainEqual({ type: 'danger', message: 'Error loading MTLS certificates' });
    gateway.failing.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No certificates registered yet')).toBeInTheDocument();
  });

  it('spec 1 §5: the wizard refuses a .p12, a .txt and an 11 MB file with the spec messages', async () => {
    renderMtlsPage();
    const { user, dialog } = await openWizard();
    const input = within(dialog).getByLabelText(/Certificate file/);
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await user.upload(input, file('client.p12'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file must be of type .pfx');
    await user.upload(input, file('notes.txt', 10, 'text/plain'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file must be of type .pfx');
    await user.upload(input, file('big.pfx', 11 * MB));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file must be a maximum of 10MB');
    expect(next).toBeDisabled();
    await user.upload(input, file('client.pfx'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByTestId('mtls-file-name')).toHaveTextContent('client.pfx');
    expect(next).toBeEnabled();
  });

  it("spec 1 §5: 'http://x.com', 'https://x', a duplicate host and a 51-character description are refused", async () => {
    renderMtlsPage();
    const { user, dialog } = await toInfoStep();
    const description = within(dialog).getByLabelText('Description');
    await user.click(description);
    await user.paste('a'.repeat(51));
    expect(within(dialog).getByText('The field must have a maximum of 50 characters')).toBeInTheDocument();
    await user.clear(description);
    expect(within(dialog).getByText('Enter a valid description for the certificate')).toBeInTheDocument();
    await user.type(description, 'Payments');
    const host1 = within(dialog).getByLabelText('Host 1');
    await user.type(host1, 'http://x.com');
    expect(within(dialog).getByText('Enter a valid HTTPS URL')).toBeInTheDocument();
    await user.clear(host1);
    await user.type(host1, 'https://x');
    expect(within(dialog).getByText('Enter a valid HTTPS URL')).toBeInTheDocument();
    await user.type(host1, '.com');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove host 1' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add host' }));
    const host2 = within(dialog).getByLabelText('Host 2');
    expect(host2).toHaveFocus();
    await user.type(host2, 'https://x.com');
    expect(
      within(dialog).getByText('This host is already in the list; enter each host only once'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove host 2' }));
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('spec 1 §4: Finish uploads, saves, closes the modal and lists the certificate under validation', async () => {
    const { ui, storage } = renderMtlsPage();
    const { user, dialog } = await toInfoStep();
    await user.type(within(dialog).getByLabelText('Description'), 'Partner webhooks');
    await user.type(within(dialog).getByLabelText('Host 1'), 'https://hooks.partner.com:8443/in');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Check the information before finishing.')).toBeInTheDocument();
    expect(within(dialog).getByText('https://hooks.partner.com:8443/in')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.uploads[0]?.upload).toMatchObject({ fileName: 'client.pfx', password: 'simulator' });
    expect(storage.uploads[0]?.url).toMatch(/\/fake-storage\/certificates\//);
    expect(ui.toasts).toContainEqual({ type: 'success', message: 'Certificate uploaded successfully' });
    const row = (await screen.findByText('Partner webhooks')).closest('tr')!;
    expect(within(row).getByText('Under validation')).toBeInTheDocument();
  });

  it('spec 1 §8: a refused upload shows the upload error and keeps the wizard on confirmation', async () => {
    const { ui, storage } = renderMtlsPage();
    storage.fail = true;
    const { user, dialog } = await toInfoStep();
    await user.type(within(dialog).getByLabelText('Description'), 'Partner webhooks');
    await user.type(within(dialog).getByLabelText('Host 1'), 'https://hooks.partner.com');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({
        type: 'danger',
        message:
          'An error occurred while uploading the file, check that the certificate and password are correct',
      }),
    );
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeEnabled();
  });

  it('spec 1 §4: removing the last host of a certificate closes the hosts modal', async () => {
    const { ui } = renderMtlsPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit hosts of Support integration' }));
    const dialog = screen.getByRole('dialog', { name: 'Certificate hosts' });
    expect(
      within(dialog).getByText('Manage the host of the certificate Support integration'),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete host https://desk.helpline.org:9443' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ui.alerts[0]?.alert).toMatchObject({ title: 'Caution' });
    expect(ui.toasts).toContainEqual({ type: 'success', message: 'Host removed successfully' });
  });

  it('spec 1 §8: a certificate is deleted after the Caution alert', async () => {
    const { ui } = renderMtlsPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete certificate Legacy CRM' }));
    await waitFor(() => expect(screen.queryByText('Legacy CRM')).toBeNull());
    expect(ui.alerts[0]?.alert).toMatchObject({
      title: 'Caution',
      body: 'Do you really want to delete the certificate/host? This action can&#39;t be undone',
    });
    expect(ui.toasts).toContainEqual({ type: 'success', message: 'Certificate removed successfully' });
  });

  it('spec 1 §1: Portuguese header, statuses and button', async () => {
    renderMtlsPage({ lang: 'pt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Certificados MTLS de / }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('Em validação', { selector: '[data-tone="default"]' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Cadastrar novo certificado' })).toBeInTheDocument();
  });

  it('spec 1 §1: Spanish header and statuses', async () => {
    renderMtlsPage({ lang: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Certificados MTLS de / }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('Válido', { selector: '[data-tone="success"]' })).toHaveLength(2);
  });
});

describe('certificate wizard upload progress (issue 24 §3)', () => {
  it('issue 24 §3: Finish shows the bar named after the file; Cancel saves nothing, says so, and Finish retries', async () => {
    const { ui, storage } = renderMtlsPage();
    const upload = storage.upload.bind(storage);
    let held = true;
    storage.upload = (url, certificate, control) =>
      held ? pendingUpload<typeof storage.result>(control, 55).promise : upload(url, certificate, control);
    const { user, dialog } = await toInfoStep();
    await user.type(within(dialog).getByLabelText('Description'), 'Cancelled webhooks');
    await user.type(within(dialog).getByLabelText('Host 1'), 'https://hooks.partner.com');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading client.pfx' });
    expect(bar).toHaveAttribute('value', '55');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Upload cancelled. Nothing was saved.',
    );
    expect(ui.toasts).toEqual([]);
    expect(screen.queryByText('Cancelled webhooks', { selector: 'td, td *' })).toBeNull();
    held = false;
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Cancelled webhooks')).toBeInTheDocument();
  });
});
