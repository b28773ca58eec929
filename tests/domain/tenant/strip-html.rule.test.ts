import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripHtml } from '../../../src/domain/tenant/strip-html.rule';

const RUNS = { numRuns: 1000, seed: 3031 };

const tagName = fc.constantFrom('b', 'i', 'script', 'img', 'a', 'div', 'svg', 'iframe', 'style', 'x-y');
const attribute = fc
  .tuple(
    fc.constantFrom('onerror', 'href', 'style', 'title', 'data-x', 'src'),
    fc.string({ maxLength: 12 }).filter((value) => !value.includes('"')),
  )
  .map(([name, value]) => ` ${name}="${value}"`);
const openTag = fc
  .tuple(tagName, fc.array(attribute, { maxLength: 3 }), fc.boolean())
  .map(([name, attributes, selfClosing]) => `<${name}${attributes.join('')}${selfClosing ? ' /' : ''}>`);
const closeTag = tagName.map((name) => `</${name}>`);
const plainText = fc.string({ maxLength: 20 }).map((text) => text.replace(/[<>]/g, ''));

describe('stripHtml (spec 1 §5: every HTML tag and attribute stripped)', () => {
  it.each([
    ['<b>Acme</b>', 'Acme'],
    ['<img src=x onerror="alert(1)">Acme', 'Acme'],
    ['<a title=">">Acme</a>', 'Acme'],
    ["<span data-x='a>b'>Ac</span>me", 'Acme'],
    ['<!-- note -->Acme<!DOCTYPE html>', 'Acme'],
    ['<<b>b>Acme', 'Acme'],
    ['Acme <script', 'Acme script'],
    ['1 < 2 > 0', '1  2  0'],
    ['Café & Cia', 'Café & Cia'],
  ])('spec 1 §5: %j → %j', (raw, expected) => {
    expect(stripHtml(raw)).toBe(expected);
  });

  it('spec 1 §5 (property): the result never holds an angle bracket, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => !/[<>]/.test(stripHtml(raw))),
      RUNS,
    );
  });

  it('spec 1 §5 (property): text wrapped in any tags with any attributes comes out alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(openTag, plainText, closeTag), { minLength: 1, maxLength: 4 }),
        (parts) => {
          const html = parts.map(([open, text, close]) => `${open}${text}${close}`).join('');
          return stripHtml(html) === parts.map(([, text]) => text).join('');
        },
      ),
      RUNS,
    );
  });

  it('spec 1 §5 (property): stripping twice changes nothing more (idempotent)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => stripHtml(stripHtml(raw)) === stripHtml(raw)),
      RUNS,
    );
  });

  it('spec 1 §5 (property): text without angle brackets is kept as it is', () => {
    fc.assert(
      fc.property(plainText, (text) => stripHtml(text) === text),
      RUNS,
    );
  });
});
