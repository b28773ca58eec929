import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { withDialogPolyfill } from '../ui/ui-test-kit';
import {
  backendDocument,
  catalogDocumentCount,
  chooseRowAction,
  openProductFaq,
  restoreDialog,
  searchExactName,
  toastMessages,
  toastTitles,
} from './documents-view.helpers';

withDialogPolyfill();

const FAQ = 'Product FAQ';
const MANUAL = 'Product manual.pdf';
const REPORT = 'Quarterly financial report of the sales department.xlsx';

function fileInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText(/^Import files/) as HTMLInputElement;
}

describe("Restore version dialog (spec 2 §2.10 'Restore version modal')", () => {
  it("spec 2 §2.10: 'Restore' of 'Product manual.pdf' lists its 3 versions as radios, the current one checked", async () => {
    await openProductFaq();
    const user = userEvent.setup();
    await searchExactName(user, MANUAL);
    await chooseRowAction(user, MANUAL, 'Restore');
    const dialog = await restoreDialog();
    expect(
      within(dialog).getByText('Select a previous version to update the current knowledge base.'),
    ).toBeInTheDocument();
    const versions = within(dialog).getByRole('table', { name: `Versions of ${MANUAL}` });
    expect(
      within(versions)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Document', 'Last updated']);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(dialog).getByRole('radio', { name: 'Product manual v1.pdf' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Product manual v2.pdf' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Product manual.pdf' })).toBeChecked();
  });

  it('spec 2 §2.10/§9: version names over 25 characters are cut keeping the extension, with the full name as title', async () => {
    await openProductFaq();
    const user = userEvent.setup();
    await searchExactName(user, REPORT);
    await chooseRowAction(user, REPORT, 'Restore');
    const dialog = await restoreDialog();
    // 19 characters of the name + '…' + '.xlsx' = 25 characters.
    const shown = 'Quarterly financial….xlsx';
    expect(Array.from(shown)).toHaveLength(25);
    const radios = within(dialog).getAllByRole('radio', { name: shown });
    expect(radios).toHaveLength(3);
    const labels = within(dialog).getAllByText(shown);
    expect(labels.map((label) => label.textContent)).toEqual([shown, shown, shown]);
    expect(labels.map((label) => label.getAttribute('title'))).toEqual([
      'Quarterly financial report of the sales department Q1.xlsx',
      'Quarterly financial report of the sales department Q2.xlsx',
      REPORT,
    ]);
    expect(within(dialog).queryByText(REPORT)).not.toBeInTheDocument();
  });

  it("spec 2 §2.10/§5/§8: Save stays disabled on the current version, enables on another; Save → 'Content restored', closed, current version changed", async () => {
    const { ui, host, catalog } = await openProductFaq();
    const user = userEvent.setup();
    const before = backendDocument(host, catalog.id, MANUAL);
    const first = before.versions[0];
    if (first === undefined) throw new Error('no first version');
    expect(before.version_id).not.toBe(first.version_id);

    await searchExactName(user, MANUAL);
    await chooseRowAction(user, MANUAL, 'Restore');
    const dialog = await restoreDialog();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Product manual.pdf' }));
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Product manual v2.pdf' }));
    expect(save).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Product manual.pdf' }));
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Product manual v1.pdf' }));
    expect(within(dialog).getByRole('radio', { name: 'Product manual v1.pdf' })).toBeChecked();
    expect(save).toBeEnabled();

    await user.click(save);
    await waitFor(() => expect(toastTitles(ui)).toContain('Content restored'));
    expect(ui.toasts.find((toast) => toast.title === 'Content restored')).toMatchObject({
      type: 'success',
      message: 'The content has been saved and is available in the catalog.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Restore knowledge base file' })).not.toBeInTheDocument(),
    );
    const after = host.state.documents.find((document) => document.id === before.id);
    expect(after?.version_id).toBe(first.version_id);
    expect(after?.versions).toHaveLength(3);
  });

  it('spec 2 §2.10/§2.11: Cancel resets the choice — reopened, the current version is checked and Save is disabled; nothing is restored', async () => {
    const { ui, host, catalog } = await openProductFaq();
    const user = userEvent.setup();
    const before = backendDocument(host, catalog.id, MANUAL);
    await searchExactName(user, MANUAL);
    await chooseRowAction(user, MANUAL, 'Restore');
    let dialog = await restoreDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Product manual v2.pdf' }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Restore knowledge base file' })).not.toBeInTheDocument(),
    );

    await chooseRowAction(user, MANUAL, 'Restore');
    dialog = await restoreDialog();
    expect(within(dialog).getByRole('radio', { name: 'Product manual v2.pdf' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Product manual.pdf' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(backendDocument(host, catalog.id, MANUAL).version_id).toBe(before.version_id);
    expect(toastTitles(ui)).not.toContain('Content restored');
  });
});

describe("Update file dialog (spec 2 §2.8 'Update file modal')", () => {
  it("spec 2 §2.8/§9: 'Update' of a file opens 'Update file', 536px wide, one single-file input of the accepted formats", async () => {
    await openProductFaq();
    const user = userEvent.setup();
    await chooseRowAction(user, MANUAL, 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update file' });
    expect(dialog).toHaveStyle({ width: '536px' });
    expect(
      within(dialog).getByText('Import a new file to update the current knowledge base.'),
    ).toBeInTheDocument();
    const input = fileInput(dialog);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', '.xlsx,.csv,.pdf,.docx,.pptx,.txt');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('spec 2 §9: the Import file modal keeps the default width (only Update file is 536px)', async () => {
    await openProductFaq();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add content' }));
    await user.click(screen.getByRole('menuitem', { name: 'Import file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import file' });
    expect(dialog.style.width).toBe('');
  });

  it('spec 2 §2.8: reopening the modal clears the chosen file', async () => {
    await openProductFaq();
    const user = userEvent.setup();
    await chooseRowAction(user, MANUAL, 'Update');
    let dialog = await screen.findByRole('dialog', { name: 'Update file' });
    await user.upload(
      fileInput(dialog),
      new File(['new text'], 'Product manual v4.pdf', { type: 'application/pdf' }),
    );
    expect(within(dialog).getByText('Chosen file: Product manual v4.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Update file' })).not.toBeInTheDocument(),
    );

    await chooseRowAction(user, MANUAL, 'Update');
    dialog = await screen.findByRole('dialog', { name: 'Update file' });
    expect(fileInput(dialog).files).toHaveLength(0);
    expect(within(dialog).queryByText(/^Chosen file:/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('spec 2 §2.8/§5: a file of another extension shows the formats message and keeps Save disabled', async () => {
    const { host, catalog } = await openProductFaq();
    const user = userEvent.setup({ applyAccept: false });
    const versionsBefore = backendDocument(host, catalog.id, MANUAL).versions.length;
    await chooseRowAction(user, MANUAL, 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update file' });
    await user.upload(fileInput(dialog), new File(['# notes'], 'manual.md', { type: 'text/markdown' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You can upload files in XLSX, CSV, PDF, TXT, DOCX and PPTX formats',
    );
    expect(within(dialog).queryByText(/^Chosen file:/)).not.toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(backendDocument(host, catalog.id, MANUAL).versions).toHaveLength(versionsBefore);
  });

  it("spec 2 §2.8/§8: a valid file → 'Content updated', the modal closes and the document gets a new current version", async () => {
    const { ui, host, catalog } = await openProductFaq();
    const user = userEvent.setup();
    const before = backendDocument(host, catalog.id, 'Release notes.txt');
    expect(before.versions).toHaveLength(1);
    await searchExactName(user, 'Release notes.txt');
    await chooseRowAction(user, 'Release notes.txt', 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update file' });
    await user.upload(
      fileInput(dialog),
      new File(['version two'], 'Release notes 2.txt', { type: 'text/plain' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles(ui)).toContain('Content updated'));
    expect(ui.toasts.find((toast) => toast.title === 'Content updated')).toMatchObject({
      type: 'success',
      message: 'The content has been saved and is available in the catalog.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Update file' })).not.toBeInTheDocument(),
    );
    const after = host.state.documents.find((document) => document.id === before.id);
    expect(after?.versions.map((version) => version.name)).toEqual([
      'Release notes.txt',
      'Release notes 2.txt',
    ]);
    expect(after?.version_id).toBe(after?.versions[1]?.version_id);
    expect(after?.version_id).not.toBe(before.version_id);
  });
});

describe("Import file dialog (spec 2 §2.6 'Import file modal', §2.11, §8)", () => {
  async function openImportFile(latencyMs = 0) {
    const view = await openProductFaq();
    if (latencyMs > 0) view.host.configureFaults({ latencyMs });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add content' }));
    await user.click(screen.getByRole('menuitem', { name: 'Import file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import file' });
    return { ...view, user, dialog };
  }

  it("spec 2 §2.6: 'Add content' → 'Import file' shows the upload area and its hint; Save disabled with no file", async () => {
    const { dialog } = await openImportFile();
    expect(
      within(dialog).getByText(
        'Import manuals, guides, and articles to create a knowledge base for your agent. Learn how to format the content base.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Import files')).toBeInTheDocument();
    expect(
      within(dialog).getByText('You can upload files in XLSX, CSV, PDF, TXT, DOCX and PPTX formats'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("spec 2 §2.6/§8: a .txt file → 'Content added', the modal closes and a processing document is in the catalog", async () => {
    const { ui, host, catalog, dialog, user } = await openImportFile();
    const countBefore = catalogDocumentCount(host, catalog.id);
    await user.upload(
      fileInput(dialog),
      new File(['Opening hours: 9 to 18'], 'Opening hours.txt', { type: 'text/plain' }),
    );
    expect(within(dialog).getByText('Chosen file: Opening hours.txt')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles(ui)).toContain('Content added'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import file' })).not.toBeInTheDocument(),
    );
    expect(catalogDocumentCount(host, catalog.id)).toBe(countBefore + 1);
    const added = backendDocument(host, catalog.id, 'Opening hours.txt');
    expect(added.extension).toBe('txt');
    expect(added.status).toBe('processing');
    expect(added.versions).toHaveLength(1);
  });

  it("spec 2 §8 server-error mapping: 'broken.pdf' → 'PDF reading failed'; the modal stays open with its file and nothing is added", async () => {
    const { ui, host, catalog, dialog, user } = await openImportFile();
    const countBefore = catalogDocumentCount(host, catalog.id);
    await user.upload(
      fileInput(dialog),
      new File(['%PDF-broken'], 'broken.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles(ui)).toContain('PDF reading failed'));
    expect(ui.toasts.find((toast) => toast.title === 'PDF reading failed')).toMatchObject({
      type: 'danger',
      message: 'The PDF could not be read. Check the file and try again.',
    });
    expect(toastTitles(ui)).not.toContain('Content added');
    const stillOpen = screen.getByRole('dialog', { name: 'Import file' });
    expect(within(stillOpen).getByText('Chosen file: broken.pdf')).toBeInTheDocument();
    expect(within(stillOpen).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(catalogDocumentCount(host, catalog.id)).toBe(countBefore);
    expect(host.state.documents.some((document) => document.name === 'broken.pdf')).toBe(false);
  });

  it('spec 2 §2.11: while saving both buttons are disabled and Cancel/Escape are ignored; the save then completes', async () => {
    const { ui, dialog, user } = await openImportFile(400);
    await user.upload(fileInput(dialog), new File(['Prices'], 'Prices.csv', { type: 'text/csv' }));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toBeDisabled();
    expect(cancel).toBeDisabled();
    expect(fileInput(dialog)).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Import file' })).toBeInTheDocument();
    expect(within(dialog).getByText('Chosen file: Prices.csv')).toBeInTheDocument();
    await waitFor(() => expect(toastTitles(ui)).toContain('Content added'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import file' })).not.toBeInTheDocument(),
    );
  });

  it('spec 2 §2.11: an Escape ignored while saving does not stop Escape from closing the modal after a failed save', async () => {
    const { ui, dialog, user } = await openImportFile(400);
    await user.upload(
      fileInput(dialog),
      new File(['%PDF-broken'], 'broken.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(toastTitles(ui)).toContain('PDF reading failed'));
    expect(screen.getByRole('dialog', { name: 'Import file' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Import file' }), { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import file' })).not.toBeInTheDocument(),
    );
  });
});

describe("Breadcrumb rename (spec 2 §2.5 'the last item is inline-editable')", () => {
  async function startEditing() {
    const view = await openProductFaq();
    const user = userEvent.setup();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(await within(breadcrumb).findByRole('button', { name: 'Edit Catalog name' }));
    const input = within(breadcrumb).getByRole('textbox', { name: 'Catalog name' });
    expect(input).toHaveValue(FAQ);
    return { ...view, user, breadcrumb, input };
  }

  const nameOf = (host: FakeHost, id: string) =>
    host.state.catalogs.find((catalog) => catalog.id === id)?.name;

  it("spec 2 §2.5/§8: a new name + Enter renames the catalog on the server and shows 'Catalog updated'", async () => {
    const { ui, host, catalog, user, breadcrumb, input } = await startEditing();
    await user.clear(input);
    await user.type(input, '  Product FAQ 2025  {Enter}');
    await waitFor(() => expect(toastMessages(ui)).toContain('Catalog updated'));
    expect(ui.toasts.find((toast) => toast.message === 'Catalog updated')?.type).toBe('success');
    expect(nameOf(host, catalog.id)).toBe('Product FAQ 2025');
    await waitFor(() =>
      expect(within(breadcrumb).queryByRole('textbox', { name: 'Catalog name' })).not.toBeInTheDocument(),
    );
    expect(breadcrumb).toHaveTextContent('Product FAQ 2025');
    expect(within(breadcrumb).getByRole('button', { name: 'Edit Catalog name' })).toHaveFocus();
  });

  it('spec 2 §2.5: Escape cancels the edit — the old name is shown and nothing is saved', async () => {
    const { ui, host, catalog, user, breadcrumb, input } = await startEditing();
    await user.clear(input);
    await user.type(input, 'Something else{Escape}');
    expect(within(breadcrumb).queryByRole('textbox', { name: 'Catalog name' })).not.toBeInTheDocument();
    expect(breadcrumb).toHaveTextContent(FAQ);
    expect(breadcrumb).not.toHaveTextContent('Something else');
    // Give a stray save the time to land before checking it did not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nameOf(host, catalog.id)).toBe(FAQ);
    expect(ui.toasts).toHaveLength(0);
  });

  it('spec 2 §2.5/§5: an empty (or blank) name is not saved — the catalog keeps its name and no success toast', async () => {
    const { ui, host, catalog, user, input } = await startEditing();
    await user.clear(input);
    await user.type(input, '   {Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nameOf(host, catalog.id)).toBe(FAQ);
    expect(toastMessages(ui)).not.toContain('Catalog updated');
    expect(toastMessages(ui)).not.toContain('Failed to update catalog');
    // Spec 2 §5: the required-name message under the field.
    expect(await screen.findByText('The catalog name is required.')).toBeInTheDocument();
    // The edit stays open to be corrected; the breadcrumb still names the catalog as it was.
    expect(input).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(FAQ);
  });
});
