import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import {
  CERTIFICATE,
  MTLS_CERTIFICATES,
  SAVE_FAILED,
  UPLOAD_URL,
} from '../../../src/infrastructure/mtls/mtls-certificate.schema';
import { parsedOrNone, readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

/** One item as the list reads it: the certificate, or null when it is dropped. */
const toMtlsCertificate = (raw: unknown) => parsedOrNone(CERTIFICATE, raw)[0] ?? null;
const toMtlsCertificates = (answer: unknown) => readAnswer(MTLS_CERTIFICATES, answer, 'mtls certificates');
const uploadUrlOf = (answer: unknown) => readAnswer(UPLOAD_URL, answer, 'certificate upload uri');
const saveFailed = (answer: unknown) => readAnswer(SAVE_FAILED, answer, 'certificate info save');

describe('issue 36 §3: the certificate schema (spec 1 §3 mTLS certificate)', () => {
  it('spec 1 §3: maps the snake_case fields', () => {
    expect(
      toMtlsCertificate({
        certificate_id: 's1:acme-client',
        contract_id: 'acme',
        description: 'Payments',
        status: 'invalid',
        expiration_date: '2027-01-02T00:00:00Z',
        hosts: [{ host_id: 'h1', host: 'https://x.com' }],
      }),
    ).toEqual({
      certificateId: 's1:acme-client',
      contractId: 'acme',
      description: 'Payments',
      status: 'invalid',
      expirationDate: '2027-01-02T00:00:00Z',
      hosts: [{ hostId: 'h1', host: 'https://x.com' }],
    });
  });

  it("spec 1 §4: an unknown or missing status is 'underValidation'; no expiration is undefined", () => {
    const mapped = toMtlsCertificate({
      certificate_id: 7,
      status: 'revoked',
      expiration_date: null,
      hosts: null,
    });
    expect(mapped).toMatchObject({
      certificateId: '7',
      status: 'underValidation',
      expirationDate: undefined,
      hosts: [],
    });
  });

  it('items without an id, and hosts without id or host, are dropped', () => {
    expect(toMtlsCertificate({ description: 'x' })).toBeNull();
    expect(toMtlsCertificate('x')).toBeNull();
    const mapped = toMtlsCertificate({
      certificate_id: 'c',
      hosts: [{ host_id: 'h1' }, { host: 'https://x.com' }, { host_id: 2, host: 'https://y.com' }, 'z'],
    });
    expect(mapped?.hosts).toEqual([{ hostId: '2', host: 'https://y.com' }]);
  });
});

describe('issue 36 §3: the upload URL schema (spec 1 §7 get /upload-certificate-uri)', () => {
  it('reads the URL itself or an object holding it', () => {
    expect(uploadUrlOf(' https://storage.example.com/u ')).toBe('https://storage.example.com/u');
    expect(uploadUrlOf({ uri: 'https://a.example.com' })).toBe('https://a.example.com');
    expect(uploadUrlOf({ url: 'https://b.example.com' })).toBe('https://b.example.com');
  });

  it('anything else is a malformed answer', () => {
    expect(() => uploadUrlOf({})).toThrow(CommandFailure);
    expect(() => uploadUrlOf(undefined)).toThrow(CommandFailure);
  });
});

describe('issue 36 §3: mTLS answer schemas: one typed error naming the field', () => {
  it('a certificate list without items, or an upload answer without a URL', () => {
    expect(malformedAnswerOf(() => toMtlsCertificates({ certificates: [] }))).toMatchObject({
      kind: 'malformed',
      what: 'mtls certificates',
      field: 'items',
    });
    expect(malformedAnswerOf(() => uploadUrlOf({ uri: ' ' }))).toMatchObject({
      what: 'certificate upload uri',
    });
    expect(toMtlsCertificates({ items: [{ certificate_id: 'c' }, { description: 'no id' }] })).toHaveLength(
      1,
    );
  });
});

describe('issue 36 §3: the save answer schema (spec 1 §4 set /certificates-mtls)', () => {
  it("spec 1 §4: only an answer with status 'failure' is a failed registration", () => {
    expect(saveFailed({ status: 'failure' })).toBe(true);
    for (const answer of [{ status: 'success' }, { status: 'FAILURE' }, {}, 'failure', null, undefined, []]) {
      expect(saveFailed(answer)).toBe(false);
    }
  });
});
