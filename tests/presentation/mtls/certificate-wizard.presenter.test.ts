import { describe, expect, it } from 'vitest';
import { pendingUpload, settle } from '../../support/pending-upload';
import { mtlsFixture, pickedFile } from './mtls-presenter.fixture';

const MB = 1024 * 1024;

/** A wizard on the confirmation step with a valid form. */
function atConfirmation() {
  const fixture = mtlsFixture();
  const { wizard } = fixture;
  wizard.fileChosen(pickedFile());
  wizard.passwordChanged('simulator');
  wizard.nextClicked();
  wizard.descriptionChanged('Payments gateway');
  wizard.hostChanged(0, 'https://payments.acme.com');
  wizard.nextClicked();
  return fixture;
}

describe('CertificateWizardPresenter: upload step (spec 1 §4/§5)', () => {
  it('spec 1 §3: the form starts on upload with one empty host and Next disabled', () => {
    const { wizard } = mtlsFixture();
    expect(wizard.step).toBe(0);
    expect(wizard.hostRows).toEqual([{ index: 0, value: '', error: null, showAdd: true, showRemove: false }]);
    expect(wizard.isNextDisabled).toBe(true);
    expect(wizard.isBackVisible).toBe(false);
  });

  it.each([
    ['a .p12 file', pickedFile('client.p12'), 'type'],
    ['a .txt file', pickedFile('notes.txt', 100, 'text/plain'), 'type'],
    ['an 11 MB .pfx', pickedFile('big.pfx', 11 * MB), 'size'],
    ['no file', undefined, 'missing'],
  ] as const)('spec 1 §5: %s is refused and no file name is kept', (_label, file, error) => {
    const { wizard } = mtlsFixture();
    wizard.fileChosen(pickedFile());
    wizard.fileChosen(file);
    expect(wizard.fileError).toBe(error);
    expect(wizard.fileName).toBe('');
    expect(wizard.isNextDisabled).toBe(true);
  });

  it('spec 1 §4: a valid .pfx gives a file name and Next goes to info; the password is not validated', () => {
    const { wizard } = mtlsFixture();
    wizard.fileChosen(pickedFile('client.pfx', 10 * MB, ''));
    expect(wizard.fileError).toBeNull();
    expect(wizard.fileName).toBe('client.pfx');
    expect(wizard.isNextDisabled).toBe(false);
    wizard.nextClicked();
    expect(wizard.step).toBe(1);
  });
});

describe('CertificateWizardPresenter: info step (spec 1 §4/§5)', () => {
  function atInfo() {
    const fixture = mtlsFixture();
    fixture.wizard.fileChosen(pickedFile());
    fixture.wizard.nextClicked();
    return fixture;
  }

  it('spec 1 §5: description required and at most 50 characters, shown once touched', () => {
    const { wizard } = atInfo();
    expect(wizard.descriptionError).toBeNull();
    wizard.descriptionBlurred();
    expect(wizard.descriptionError).toBe('required');
    wizard.descriptionChanged('a'.repeat(51));
    expect(wizard.descriptionError).toBe('tooLong');
    wizard.descriptionChanged('a'.repeat(50));
    expect(wizard.descriptionError).toBeNull();
  });

  it.each([
    ['http://x.com', 'invalidUrl'],
    ['https://x', 'invalidUrl'],
    ['', 'required'],
    [`https://${'a'.repeat(93)}.com`, 'tooLong'],
  ])('spec 1 §5: host %j is refused (%s)', (value, error) => {
    const { wizard } = atInfo();
    wizard.descriptionChanged('Payments');
    wizard.hostChanged(0, value);
    expect(wizard.hostRows[0]?.error).toBe(error);
    expect(wizard.isNextDisabled).toBe(true);
  });

  it('spec 1 §5: a duplicate host is refused on the repeated row', () => {
    const { wizard } = atInfo();
    wizard.descriptionChanged('Payments');
    wizard.hostChanged(0, 'https://x.com');
    wizard.hostAdded();
    wizard.hostChanged(1, 'https://x.com');
    expect(wizard.hostRows.map((row) => row.error)).toEqual([null, 'duplicate']);
    expect(wizard.isNextDisabled).toBe(true);
  });

  it("spec 1 §5: '+' on the last row only; '-' only with more than one row", () => {
    const { wizard } = atInfo();
    wizard.hostRemoved(0);
    expect(wizard.hostRows).toHaveLength(1);
    wizard.hostAdded();
    wizard.hostAdded();
    expect(wizard.hostRows.map((row) => [row.showAdd, row.showRemove])).toEqual([
      [false, true],
      [false, true],
      [true, true],
    ]);
    wizard.hostChanged(1, 'https://keep.com');
    wizard.hostRemoved(0);
    expect(wizard.hostRows.map((row) => row.value)).toEqual(['https://keep.com', '']);
  });

  it('spec 1 §4: Next from info needs a description and every host valid; a blocked Next shows every error', () => {
    const { wizard } = atInfo();
    wizard.hostAdded();
    wizard.nextClicked();
    expect(wizard.step).toBe(1);
    expect(wizard.descriptionError).toBe('required');
    expect(wizard.hostRows.map((row) => row.error)).toEqual(['required', 'required']);
    wizard.descriptionChanged('Payments');
    wizard.hostChanged(0, 'https://a.com');
    wizard.hostChanged(1, 'https://b.com:8443/x');
    expect(wizard.isNextDisabled).toBe(false);
    wizard.nextClicked();
    expect(wizard.step).toBe(2);
  });

  it('spec 1 §4: Back is offered on info and confirmation and keeps what was typed', () => {
    const { wizard } = atConfirmation();
    expect(wizard.isBackVisible).toBe(true);
    wizard.backClicked();
    expect(wizard.step).toBe(1);
    expect(wizard.description).toBe('Payments gateway');
    wizard.backClicked();
    expect(wizard.step).toBe(0);
    expect(wizard.fileName).toBe('client.pfx');
    expect(wizard.isBackVisible).toBe(false);
  });
});

describe('CertificateWizardPresenter: finish (spec 1 §4/§7/§8)', () => {
  it('spec 1 §4: Finish uploads, saves, shows the success message and resets the form to upload', async () => {
    const { wizard, gateway, storage, host } = atConfirmation();
    expect(wizard.isFinishVisible).toBe(true);
    expect(await wizard.finishClicked()).toBe(true);
    expect(storage.uploads[0]?.upload).toMatchObject({ fileName: 'client.pfx', password: 'simulator' });
    expect(gateway.saved).toEqual([
      {
        certificateId: '9d2e:acme-client',
        description: 'Payments gateway',
        hosts: ['https://payments.acme.com'],
      },
    ]);
    expect(host.toasts).toEqual([{ type: 'success', message: 'Certificate uploaded successfully' }]);
    expect(wizard.step).toBe(0);
    expect(wizard.fileName).toBe('');
    expect(wizard.password).toBe('');
    expect(wizard.hostRows).toHaveLength(1);
  });

  it('spec 1 §8: a refused upload shows the upload error and keeps the form on confirmation', async () => {
    const { wizard, storage, host } = atConfirmation();
    storage.fail = true;
    expect(await wizard.finishClicked()).toBe(false);
    expect(host.toasts).toEqual([
      {
        type: 'danger',
        message:
          'An error occurred while uploading the file, check that the certificate and password are correct',
      },
    ]);
    expect(wizard.step).toBe(2);
    expect(wizard.submitting).toBe(false);
    expect(wizard.description).toBe('Payments gateway');
  });

  it('spec 1 §4: a save whose status is failure counts as an upload failure', async () => {
    const { wizard, gateway, host } = atConfirmation();
    gateway.failing.add('saveCertificateInfo');
    expect(await wizard.finishClicked()).toBe(false);
    expect(host.toasts[0]?.message).toBe(
      'An error occurred while uploading the file, check that the certificate and password are correct',
    );
  });

  it('spec 1 §4: while submitting, Back is disabled, the stepper shows finish and a second Finish is ignored', async () => {
    const { wizard, storage } = atConfirmation();
    const pending = wizard.finishClicked();
    expect(wizard.submitting).toBe(true);
    expect(wizard.isBackDisabled).toBe(true);
    expect(wizard.currentStep).toBe(3);
    wizard.backClicked();
    expect(wizard.step).toBe(2);
    expect(await wizard.finishClicked()).toBe(false);
    await pending;
    expect(storage.uploads).toHaveLength(1);
  });
});

describe('CertificateWizardPresenter: upload progress and cancel (issue 24 §3)', () => {
  it('issue 24 §3: Finish shows the progress; Cancel saves nothing, shows no error and keeps the form for Finish', async () => {
    const { wizard, gateway, storage, host } = atConfirmation();
    storage.upload = (url, upload, control) => {
      storage.uploads.push({ url, upload });
      return pendingUpload<typeof storage.result>(control, 60).promise;
    };
    const finishing = wizard.finishClicked();
    await settle();
    expect([wizard.upload.phase, wizard.upload.percent]).toEqual(['uploading', 60]);
    wizard.upload.cancel();
    expect(await finishing).toBe(false);
    expect(wizard.upload.phase).toBe('cancelled');
    expect([gateway.saved, host.toasts]).toEqual([[], []]);
    expect([wizard.step, wizard.submitting, wizard.fileName]).toEqual([2, false, 'client.pfx']);
  });

  it('issue 24 §3: a failed upload says so under the form, which keeps the file for a one-click retry', async () => {
    const { wizard, storage } = atConfirmation();
    storage.fail = true;
    expect(await wizard.finishClicked()).toBe(false);
    expect([wizard.upload.phase, wizard.fileName]).toEqual(['failed', 'client.pfx']);
    storage.fail = false;
    expect(await wizard.finishClicked()).toBe(true);
    expect(wizard.upload.phase).toBe('idle');
  });
});
