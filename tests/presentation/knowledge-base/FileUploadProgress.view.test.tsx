import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UploadControl } from '../../../src/application/shared/upload-control.port';
import { pendingUpload } from '../../support/pending-upload';
import { withDialogPolyfill } from '../ui/ui-test-kit';
import { catalogDocumentCount, chooseRowAction, openProductFaq, toastTitles } from './documents-view.helpers';

withDialogPolyfill();

const MANUAL = 'Product manual.pdf';

/** The page with every upload held open at 30% until cancelled (issue 24 §3). */
function openWithSlowUploads() {
  return openProductFaq(
    'Product FAQ',
    'admin',
    (_url: string, _file: Blob, control?: UploadControl) => pendingUpload<string>(control).promise,
  );
}

describe('knowledge-base file dialogs: upload progress and cancel (issue 24 §3)', () => {
  it('issue 24 §3: Import file shows the bar named after the file; Cancel records nothing and keeps the file chosen', async () => {
    const { host, catalog, ui } = await openWithSlowUploads();
    const user = userEvent.setup();
    const before = catalogDocumentCount(host, catalog.id);
    await user.click(screen.getByRole('button', { name: 'Add content' }));
    await user.click(screen.getByRole('menuitem', { name: 'Import file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import file' });
    await user.upload(
      within(dialog).getByLabelText(/^Import files/),
      new File(['a,b'], 'prices.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading prices.csv' });
    expect(bar).toHaveAttribute('value', '30');
    expect(within(dialog).getByText('30%')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Upload cancelled. Nothing was saved.',
    );
    expect(within(dialog).getByText('Chosen file: prices.csv')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(catalogDocumentCount(host, catalog.id)).toBe(before);
    expect(toastTitles(ui)).toEqual([]);
  });

  it('issue 24 §3: Update file gets the same bar and Cancel; the document keeps its versions', async () => {
    const { host } = await openWithSlowUploads();
    const user = userEvent.setup();
    const versions = () => host.state.documents.find((document) => document.name === MANUAL)?.versions.length;
    const before = versions();
    await chooseRowAction(user, MANUAL, 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update file' });
    await user.upload(
      within(dialog).getByLabelText(/^Import files/),
      new File(['%PDF'], 'manual-v4.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByRole('progressbar', { name: 'Uploading manual-v4.pdf' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    await within(dialog).findByText('Upload cancelled. Nothing was saved.');
    expect(versions()).toBe(before);
  });
});
