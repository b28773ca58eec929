import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_NAMES } from '../../simulator/fake-host/backend/dataset/scenarios';
import { FakeHostError } from '../../simulator/fake-host/backend/fake-host.error';
import { LimeReason } from '../../simulator/fake-host/backend/lime-reason';
import { ACCEPTED_HOST_ACTIONS, HOST_ACTIONS, type HostActionName } from '../../simulator/page/host-actions';
import { serviceAddresses, type ServiceAddresses } from '../../src/infrastructure/shared/service-addresses';
import { fakeBackend } from '../infrastructure/support/fake-backend.fixture';
import { appSettings } from '../infrastructure/support/memory-host';
import { recordWire, type SentCommand, type Wire } from './wire-drivers';

/**
 * Issue 37 §18: docs/wire.md is what the module sends. The check is behavioural: every method of
 * every gateway is made to send into a recorder (`wire-drivers.ts`), and what it sent is compared
 * with the rows of the tables, parsed from the markdown: a command matches a row by method, URI
 * template (path and query, placeholders standing for the call's values), `to`, media type and
 * envelope fields; a host message by name, kind, payload keys and timeout; each row's 'Sent by'
 * must be exactly the methods that sent it. A source scan only says which files send (any file of
 * src/ calling a channel, a host transport, the upload transport or fetch must be driven), and the
 * prototypes say which methods each gateway has (each driven, or named a helper).
 */

const ROOT = join(import.meta.dirname, '../..');
const WIRE = readFileSync(join(ROOT, 'docs/wire.md'), 'utf8');
const ADDRESSES = serviceAddresses(appSettings);
const ENVELOPE_FIELDS = ['from', 'pp', 'metadata'] as const;

// ---- the markdown -------------------------------------------------------------------------

/** The cells of each row of the first table under `## {heading}` (header and rule left out). */
function tableRows(heading: string): string[][] {
  const lines = WIRE.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`docs/wire.md has no '## ${heading}'`);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
}

function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

function withoutParentheses(cell: string): string {
  return cell.replace(/\([^)]*\)/g, '');
}

/** '`a.ts` m1, m2 (note); `b.ts` m3' → ['a.ts m1', 'a.ts m2', 'b.ts m3']. */
function senders(cell: string): string[] {
  return cell.split(';').flatMap((entry) => {
    const found = /^\s*`([^`]+)`(.*)$/.exec(entry);
    if (found === null) return [`unreadable: ${entry}`];
    return withoutParentheses(found[2]!)
      .split(',')
      .map((method) => method.trim())
      .filter((method) => method !== '')
      .map((method) => `${found[1]!} ${method}`);
  });
}

const same = (a: Iterable<string>, b: Iterable<string>): boolean =>
  JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...new Set(b)].sort());

// ---- commands -----------------------------------------------------------------------------

interface CommandRow {
  readonly label: string;
  readonly method: string;
  readonly to: string | undefined;
  readonly type: string | undefined;
  readonly envelope: readonly string[];
  readonly sentBy: readonly string[];
  readonly source: string;
  readonly path: RegExp;
  readonly required: ReadonlyMap<string, RegExp>;
  readonly optional: ReadonlyMap<string, RegExp>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Literal text kept, each '{placeholder}' standing for `any`. */
function templateRegExp(template: string, any: string): RegExp {
  const parts = template
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{.+\}$/.test(part) ? any : escapeRegExp(part)));
  return new RegExp(`^${parts.join('')}$`);
}

function withDomains(template: string): string {
  return template
    .replaceAll('{BLIP_DOMAIN}', appSettings.BLIP_DOMAIN)
    .replaceAll('{MSGING_DOMAIN}', appSettings.MSGING_DOMAIN);
}

function queryParts(query: string): Map<string, RegExp> {
  const parts = new Map<string, RegExp>();
  for (const part of query.split('&').filter((text) => text !== '')) {
    const equals = part.indexOf('=');
    parts.set(part.slice(0, equals), templateRegExp(part.slice(equals + 1), '.+'));
  }
  return parts;
}

function addressOf(service: string): string | undefined {
  if (service === 'none') return undefined;
  const address = ADDRESSES[service as keyof ServiceAddresses] as string | undefined;
  if (address === undefined) throw new Error(`docs/wire.md: unknown service '${service}'`);
  return address;
}

function commandRows(): CommandRow[] {
  return tableRows('Commands').map(([method, uri, to, type, envelope, sentBy, source]) => {
    const template = withDomains(codeSpans(uri!)[0] ?? '');
    const question = template.indexOf('?');
    const path = question < 0 ? template : template.slice(0, question);
    const query = question < 0 ? '' : template.slice(question + 1);
    const optional = [...query.matchAll(/\[&([^\]]+)\]/g)].map((match) => match[1]!).join('&');
    return {
      label: `${method!} ${codeSpans(uri!)[0] ?? uri!}`,
      method: method!,
      to: addressOf(to!),
      type: codeSpans(type!)[0],
      envelope: codeSpans(envelope!).filter((span) => (ENVELOPE_FIELDS as readonly string[]).includes(span)),
      sentBy: senders(sentBy!),
      source: source!,
      path: templateRegExp(path, '[^/?]+'),
      required: queryParts(query.replace(/\[&[^\]]+\]/g, '')),
      optional: queryParts(optional),
    };
  });
}

function splitUri(uri: string): { path: string; query: Map<string, string> } {
  const question = uri.indexOf('?');
  if (question < 0) return { path: uri, query: new Map() };
  return { path: uri.slice(0, question), query: new Map(new URLSearchParams(uri.slice(question + 1))) };
}

function matches(row: CommandRow, { command }: SentCommand): boolean {
  const { path, query } = splitUri(command.uri);
  const envelope = ENVELOPE_FIELDS.filter((field) => command[field] !== undefined);
  const queryMatches =
    [...row.required.keys()].every((key) => query.has(key)) &&
    [...query].every(
      ([key, value]) => (row.required.get(key) ?? row.optional.get(key))?.test(value) === true,
    );
  return (
    row.method === command.method &&
    row.to === command.to &&
    row.type === command.type &&
    same(row.envelope, envelope) &&
    row.path.test(path) &&
    queryMatches
  );
}

const described = ({ by, command }: SentCommand): string =>
  `${by}: ${command.method} ${command.uri} to ${command.to ?? 'none'} type ${command.type ?? 'none'}`;

// ---- host messages ------------------------------------------------------------------------

/** What a payload is, as the table's Payload column says it: none, a number, texts, or keys. */
function payloadTokens(content: unknown): string[] {
  if (content === undefined) return ['none'];
  if (typeof content === 'number') return ['a number'];
  if (typeof content === 'string') return [`text ${content}`];
  return Object.keys(content as object);
}

function documentedPayload(cell: string): string[] {
  if (cell.startsWith('none')) return ['none'];
  if (cell.startsWith('a number')) return ['a number'];
  if (cell.startsWith('the text')) return codeSpans(cell).map((text) => `text ${text}`);
  return codeSpans(withoutParentheses(cell));
}

function timeoutLabel(kind: string, timeoutMs: number | undefined): string {
  if (kind === 'fire and forget') return 'none';
  if (timeoutMs === undefined) return 'default';
  return timeoutMs === 60 * 60 * 1000 ? '1 hour' : `${timeoutMs} ms`;
}

// ---- the run ------------------------------------------------------------------------------

let wire: Wire;

beforeAll(async () => {
  wire = await recordWire();
});

describe('docs/wire.md is what the gateways send (issue 37 §18)', () => {
  it('issue 37 §18: every command a gateway sends is exactly one row of the commands table', () => {
    const rows = commandRows();
    const unlisted = wire.commands
      .filter((sent) => rows.filter((row) => matches(row, sent)).length !== 1)
      .map((sent) => `${described(sent)} (rows: ${rows.filter((row) => matches(row, sent)).length})`);
    expect(wire.commands.length).toBeGreaterThan(60);
    expect(unlisted).toEqual([]);
  });

  it("issue 37 §18: every row of the commands table is sent, each optional query part too, by exactly its 'Sent by'", () => {
    const wrong = commandRows().flatMap((row) => {
      const sent = wire.commands.filter((command) => matches(row, command));
      if (sent.length === 0) return [`${row.label}: nothing sends it`];
      const seen = new Set(sent.flatMap(({ command }) => [...splitUri(command.uri).query.keys()]));
      const unused = [...row.optional.keys()].filter((key) => !seen.has(key));
      const problems: string[] = [];
      if (unused.length > 0) problems.push(`${row.label}: never sends ${unused.join(', ')}`);
      const by = sent.map((command) => command.by);
      if (!same(by, row.sentBy)) problems.push(`${row.label}: sent by ${[...new Set(by)].join('; ')}`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('issue 37 §18: no gateway picks its own destination or timeout (the table says none does)', () => {
    expect(wire.commands.filter((sent) => sent.options !== undefined).map(described)).toEqual([]);
  });

  it("issue 37 §18: the services table is service-addresses.ts's addresses", () => {
    const rows = tableRows('Services').map(([service, address]) => ({
      service: codeSpans(service!)[0] ?? service!,
      address: withDomains(codeSpans(address!)[0] ?? ''),
    }));
    expect(rows.map((row) => row.service).sort()).toEqual(Object.keys(ADDRESSES).sort());
    for (const row of rows) expect(row.address).toBe(ADDRESSES[row.service as keyof ServiceAddresses]);
  });

  it('issue 37 §18: every host message sent is one row, with its kind, payload, timeout and senders', () => {
    const rows = tableRows('Host messages').map(([name, kind, payload, timeout, sentBy, source]) => ({
      name: codeSpans(name!)[0] ?? name!,
      kind: kind!,
      payload: documentedPayload(payload!),
      timeout: withoutParentheses(timeout!).trim(),
      sentBy: senders(sentBy!),
      source: source!,
    }));
    const sentNames = new Set(wire.host.map((message) => message.action));
    expect(rows.map((row) => row.name).sort()).toEqual([...sentNames].sort());
    expect(rows.map((row) => row.name).sort()).toEqual([...ACCEPTED_HOST_ACTIONS].sort());
    for (const row of rows) {
      const sent = wire.host.filter((message) => message.action === row.name);
      expect({
        name: row.name,
        kind: [...new Set(sent.map((message) => message.kind))],
        payload: [...new Set(sent.flatMap((message) => payloadTokens(message.content)))].sort(),
        timeout: [...new Set(sent.map((message) => timeoutLabel(message.kind, message.timeoutMs)))],
        sentBy: [...new Set(sent.map((message) => message.by))].sort(),
      }).toEqual({
        name: row.name,
        kind: [row.kind],
        payload: [...row.payload].sort(),
        timeout: [row.timeout],
        sentBy: [...row.sentBy].sort(),
      });
      // As docs/host-messages.md: spec, library, both, or 'neither' (the module's own).
      const source = HOST_ACTIONS[row.name as HostActionName];
      const neither = row.source.startsWith('neither:');
      expect({ name: row.name, neither, spec: !neither && /\bspec \d/.test(row.source) }).toEqual({
        name: row.name,
        neither: source === 'neither',
        spec: source === 'spec' || source === 'spec and library',
      });
    }
  });

  it('issue 37 §18: the application requests table is every sendApplicationRequest method, with its senders', () => {
    const rows = tableRows('Application requests').map(([method, , sentBy]) => ({
      method: codeSpans(method!)[0] ?? method!,
      sentBy: senders(sentBy!).sort(),
    }));
    const sent = wire.host.filter((message) => message.action === 'sendApplicationRequest');
    const methods = [...new Set(sent.map((message) => (message.content as { method: string }).method))];
    expect(methods.sort()).toEqual(rows.map((row) => row.method).sort());
    for (const row of rows) {
      const by = sent.filter((message) => (message.content as { method: string }).method === row.method);
      expect({ method: row.method, sentBy: [...new Set(by.map((message) => message.by))].sort() }).toEqual(
        row,
      );
    }
  });

  it('issue 37 §18: the HTTP requests table is every request the browser makes itself, with its body', () => {
    const rows = tableRows('HTTP requests').map(([method, , body, sentBy]) => ({
      method: method!,
      body: codeSpans(body!.split(';')[0]!).sort(),
      sentBy: senders(sentBy!),
    }));
    const sent = wire.http.map((request) => ({
      method: request.method,
      body: [...request.body].sort(),
      sentBy: [request.by],
    }));
    const order = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    expect(sent.sort(order)).toEqual(rows.sort(order));
  });

  it('issue 37 §18: every row says where it comes from: a spec section, the library, or a reason of ours', () => {
    const rows = [
      ...commandRows().map((row) => ({ label: row.label, source: row.source })),
      ...['Host messages', 'Application requests', 'Services', 'HTTP requests'].flatMap((table) =>
        tableRows(table).map((cells) => ({ label: `${table}: ${cells[0]!}`, source: cells.at(-1)! })),
      ),
    ];
    const unsourced = rows.filter(
      ({ source }) =>
        !/\bspec [123] §\d/.test(source) && !/^library\b/.test(source) && !/^neither: \S/.test(source),
    );
    const bareOurs = rows.filter(({ source }) => /\bours\b/.test(source) && !/\bours: \S/.test(source));
    expect(unsourced.map((row) => row.label)).toEqual([]);
    expect(bareOurs.map((row) => row.label)).toEqual([]);
  });

  it('issue 37 §18: every file of src/ that sends is driven, and every method of each gateway', () => {
    const tracked = execFileSync('git', ['ls-files', 'src'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    // The transports themselves (host-bridge/, the upload transport's definition) are not senders.
    const sends = /\bchannel\.send\b|\btransport\.(request|fire)\b|(?<!function )\bxhrUpload\(|\bfetchFn\(/;
    const senderFiles = tracked
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('/host-bridge/'))
      .filter((file) => sends.test(readFileSync(join(ROOT, file), 'utf8')))
      .map((file) => basename(file));
    expect(senderFiles.filter((file) => !wire.files.has(file))).toEqual([]);
    for (const { file, methods, driven, helpers } of wire.coverage) {
      expect({ file, methods: [...methods].sort() }).toEqual({
        file,
        methods: [...driven, ...helpers].sort(),
      });
    }
  });

  it('issue 37 §18: the simulator answers every command of the table (none is an unknown resource or method)', () => {
    const backend = fakeBackend();
    const refused = wire.commands.flatMap((sent) => {
      try {
        backend.execute(sent.command);
        return [];
      } catch (error) {
        if (!(error instanceof FakeHostError)) return [`${described(sent)}: ${String(error)}`];
        const unknown =
          error.code === LimeReason.RESOURCE_NOT_SUPPORTED || error.code === LimeReason.METHOD_NOT_SUPPORTED;
        return unknown ? [`${described(sent)}: ${error.message}`] : [];
      }
    });
    expect(refused).toEqual([]);
  });

  it('issue 37 §18: the README names every scenario the simulator has', () => {
    const text = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const readme = new Set([...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!));
    expect(SCENARIO_NAMES.filter((name) => !readme.has(name))).toEqual([]);
  });
});
