import { describe, expect, it } from 'vitest';
import { mtlsFixture, pickedFile } from './mtls-presenter.fixture';

const CAUTION = {
  variant: 'delete',
  title: 'Caution',
  body: "Do you really want to delete the certificate/host? This action can't be undone",
  confirm: 'Delete',
  cancel: 'Cancel',
};

describe('MtlsPagePresenter: the list (spec 1 §2 mTLS page)', () => {
  it('spec 1 §2: rows with description, formatted expiration and status with its colour', async () => {
    const { page, gateway } = mtlsFixture();
    expect(page.status).toBe('loading');
    await page.load();
    expect(gateway.calls).toEqual(['list acme']);
    expect(page.status).toBe('ready');
    expect(page.tenantName).toBe('Acme Corp');
    expect(
      page.rows.map(({ description, expirationText, status, statusTone }) => [
        description,
        expirationText,
        status,
        statusTone,
      ]),
    ).toEqual([
      ['Payments gateway', '7/19/2027', 'valid', 'success'],
      ['Legacy CRM', '1/5/2025', 'invalid', 'disabled'],
    ]);
  });

  it('spec 1 §9: the expiration is formatDisplayDate in the user language', async () => {
    const { page } = mtlsFixture('pt');
    await page.load();
    expect(page.rows[0]?.expirationText).toBe('19/07/2027');
  });

  it("spec 1 §8: a failed load → 'Error loading MTLS certificates'", async () => {
    const { page, gateway, host } = mtlsFixture();
    gateway.failing.add('listCertificates');
    await page.load();
    expect(page.status).toBe('failed');
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Error loading MTLS certificates' }]);
    gateway.failing.clear();
    await page.load();
    expect(page.status).toBe('ready');
    expect(page.rows).toHaveLength(2);
  });

  it('a load answered after a newer one is dropped', async () => {
    const { page, gateway } = mtlsFixture();
    const first = page.load();
    gateway.certificates = [];
    const second = page.load();
    await Promise.all([first, second]);
    expect(page.rows).toEqual([]);
  });
});

describe('MtlsPagePresenter: deleting a certificate (spec 1 §8)', () => {
  it("spec 1 §8: 'Caution' confirmation, delete, 'Certificate removed successfully', list read again", async () => {
    const { page, gateway, host } = mtlsFixture();
    await page.load();
    await page.deleteCertificateClicked('c1:acme-client');
    expect(host.alerts).toEqual([CAUTION]);
    expect(gateway.calls).toEqual(['list acme', 'delete acme c1:acme-client', 'list acme']);
    expect(host.toasts).toEqual([{ type: 'success', message: 'Certificate removed successfully' }]);
    expect(page.rows.map((row) => row.description)).toEqual(['Legacy CRM']);
    expect(page.isDeleting('c1:acme-client')).toBe(false);
  });

  it('spec 1 §8: a cancelled confirmation deletes nothing', async () => {
    const { page, gateway, host } = mtlsFixture();
    await page.load();
    host.alertAnswers.push(false);
    await page.deleteCertificateClicked('c1:acme-client');
    expect(gateway.calls).toEqual(['list acme']);
    expect(host.toasts).toEqual([]);
  });

  it("spec 1 §8: a failed delete → 'Failed when trying to delete certificate.' and the real list again", async () => {
    const { page, gateway, host } = mtlsFixture();
    await page.load();
    gateway.failing.add('deleteCertificate');
    await page.deleteCertificateClicked('c1:acme-client');
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failed when trying to delete certificate.' }]);
    expect(gateway.calls.at(-1)).toBe('list acme');
    expect(page.rows).toHaveLength(2);
  });
});

describe('MtlsPagePresenter: the wizard modal (spec 1 §4)', () => {
  it('spec 1 §4: a successful Finish closes the modal and refreshes the list with the new certificate', async () => {
    const { page, wizard } = mtlsFixture();
    await page.load();
    page.registerClicked();
    expect(page.wizardOpen).toBe(true);
    wizard.fileChosen(pickedFile());
    wizard.nextClicked();
    wizard.descriptionChanged('New partner');
    wizard.hostChanged(0, 'https://partner.example.com');
    wizard.nextClicked();
    await page.finishClicked();
    expect(page.wizardOpen).toBe(false);
    expect(page.rows.at(-1)).toMatchObject({
      description: 'New partner',
      status: 'underValidation',
      expirationText: '',
    });
    expect(wizard.step).toBe(0);
  });

  it('a failed Finish keeps the modal open with the form', async () => {
    const { page, wizard, storage } = mtlsFixture();
    page.registerClicked();
    wizard.fileChosen(pickedFile());
    wizard.nextClicked();
    wizard.descriptionChanged('New partner');
    wizard.hostChanged(0, 'https://partner.example.com');
    wizard.nextClicked();
    storage.fail = true;
    await page.finishClicked();
    expect(page.wizardOpen).toBe(true);
    expect(wizard.step).toBe(2);
  });

  it('closing the modal drops what was typed', () => {
    const { page, wizard } = mtlsFixture();
    page.registerClicked();
    wizard.fileChosen(pickedFile());
    wizard.passwordChanged('secret');
    page.wizardClosed();
    expect(page.wizardOpen).toBe(false);
    expect(wizard.fileName).toBe('');
    expect(wizard.password).toBe('');
  });
});
