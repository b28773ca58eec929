import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withDialogPolyfill } from '../ui/ui-test-kit';
import {
  backendDocument,
  chooseRowAction,
  openProductFaq,
  restoreDialog,
  searchExactName,
  toastTitles,
} from './documents-view.helpers';

withDialogPolyfill();

/** Seeded to embed its current version only while the version endpoint lists two. */
const PITCH = 'Sales pitch.pptx';

describe('Restore reads the version endpoint (spec 2 §2.10, §7)', () => {
  it("spec 2 §2.10: one embedded version, two served — Restore is offered and the dialog lists the endpoint's versions", async () => {
    const { ui, host, catalog } = await openProductFaq();
    const user = userEvent.setup();
    await searchExactName(user, PITCH);
    await chooseRowAction(user, PITCH, 'Restore');
    const dialog = await restoreDialog();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: 'Sales pitch.pptx' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Sales pitch 2025.pptx' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles(ui)).toContain('Content restored'));
    const restored = backendDocument(host, catalog.id, PITCH);
    expect(restored.version_id).toBe(restored.versions[0]?.version_id);
  });

  it('issue 37 §8 (spec 2 §2.10, §8): the versions cannot be read — the dialog says so, not that a restore failed, and Save stays off', async () => {
    const { host } = await openProductFaq();
    const user = userEvent.setup();
    await searchExactName(user, PITCH);
    host.configureFaults({ failRate: 1 });
    await chooseRowAction(user, PITCH, 'Restore');
    const dialog = await screen.findByRole('dialog', { name: 'Restore knowledge base file' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^The versions could not be loaded\./);
    expect(alert).not.toHaveTextContent(/restore content|restore the selected version/i);
    // What the document embeds is still listed: its current version, which cannot be re-saved.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('issue 37 §8 (spec 2 §8 Documents): the restore failure is for a failed restore', () => {
  it("a restore the service refuses says 'Failed to restore content'; the dialog stays open with no versions alert", async () => {
    const { ui, host } = await openProductFaq();
    const user = userEvent.setup();
    await searchExactName(user, PITCH);
    await chooseRowAction(user, PITCH, 'Restore');
    const dialog = await restoreDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Sales pitch 2025.pptx' }));
    host.configureFaults({ failRate: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles(ui)).toContain('Failed to restore content'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
