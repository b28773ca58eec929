import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import {
  OWNED_CHATBOTS,
  TENANT_SUMMARIES,
  UPLOAD_URI,
} from '../../../src/infrastructure/tenant/tenant.schema';
import { malformedAnswerOf } from '../support/malformed-answer';

const toOwnedChatbots = (answer: unknown) => readAnswer(OWNED_CHATBOTS, answer, 'unique admin applications');
const toTenantSummaries = (answer: unknown) => readAnswer(TENANT_SUMMARIES, answer, 'tenants of the user');
const toUploadUri = (answer: unknown) => readAnswer(UPLOAD_URI, answer, 'upload media uri');

describe('issue 36 §3: tenant answer schemas (spec 1 §7 Portal service, Media service)', () => {
  it('spec 1 §7: unique-admin-applications → each chatbot by shortName (else id) with its name (else the shortName)', () => {
    expect(
      toOwnedChatbots({
        items: [
          { shortName: 'sales', name: 'Sales bot' },
          { id: 'support', name: ' ' },
          { name: 'Nameless' },
          'junk',
        ],
      }),
    ).toEqual([
      { shortName: 'sales', name: 'Sales bot' },
      { shortName: 'support', name: 'support' },
      { shortName: '', name: 'Nameless' },
    ]);
  });

  it("spec 1 §7: /tenants-mine → contracts flat or under info (the item's own id first); without an id dropped", () => {
    expect(
      toTenantSummaries({
        items: [
          { id: 'acme', name: 'Acme', photoUri: 'https://media.example/acme.png' },
          { id: 'beta', info: { id: 'ignored', name: 'Beta', photoUri: ' ' } },
          { info: { id: 'gamma' } },
          { info: 'flat', id: 'delta', name: 'Delta' },
          { name: 'No id' },
          7,
        ],
      }),
    ).toEqual([
      { id: 'acme', name: 'Acme', photoUri: 'https://media.example/acme.png' },
      { id: 'beta', name: 'Beta', photoUri: undefined },
      { id: 'gamma', name: 'gamma', photoUri: undefined },
      { id: 'delta', name: 'Delta', photoUri: undefined },
    ]);
  });

  it('spec 1 §7: a list without items is a MalformedAnswer naming the field', () => {
    expect(malformedAnswerOf(() => toOwnedChatbots({ items: null }))).toMatchObject({
      kind: 'malformed',
      what: 'unique admin applications',
      field: 'items',
    });
    expect(malformedAnswerOf(() => toTenantSummaries([]))).toMatchObject({
      what: 'tenants of the user',
      field: '',
    });
  });

  it('spec 1 §7 (photo): the upload URL itself, or under uri or url, trimmed; anything else is malformed', () => {
    expect(toUploadUri(' https://s.example/u ')).toBe('https://s.example/u');
    expect(toUploadUri({ uri: ' ', url: 'https://s.example/v' })).toBe('https://s.example/v');
    expect(malformedAnswerOf(() => toUploadUri({ nothing: true }))).toMatchObject({
      kind: 'malformed',
      what: 'upload media uri',
    });
  });
});
