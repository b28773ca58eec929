import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkContractPhoto,
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  uploadFailureCode,
} from '../../../src/domain/tenant/contract-photo.rule';

const RUNS = { numRuns: 1000, seed: 4242 };
const MB = 1024 * 1024;
const photo = (name: string, type: string, size = 200 * 1024) => ({ name, type, size });

describe('contract photo (spec 1 §5 Contract photo)', () => {
  it('spec 1 §5: the picker offers .gif, .png, .jpeg and .jpg', () => {
    expect(PHOTO_ACCEPT).toBe('.gif,.png,.jpeg,.jpg');
  });

  it.each([
    ['logo.png', 'image/png'],
    ['logo.JPG', 'image/jpg'],
    ['logo.jpeg', 'image/jpeg'],
    ['logo.jpg', 'image/jpeg'],
    ['logo.gif', 'image/gif'],
  ])('spec 1 §5: %s (%s) may be uploaded', (name, type) => {
    expect(checkContractPhoto(photo(name, type))).toBeNull();
  });

  it('spec 1 §5: a .bmp is refused with 415', () => {
    expect(checkContractPhoto(photo('logo.bmp', 'image/bmp'))).toBe(415);
  });

  it('spec 1 §5: another MIME type is 415 even with an allowed extension, and the other way round', () => {
    expect(checkContractPhoto(photo('logo.png', 'image/webp'))).toBe(415);
    expect(checkContractPhoto(photo('logo.png', ''))).toBe(415);
    expect(checkContractPhoto(photo('logo.svg', 'image/png'))).toBe(415);
  });

  it('spec 1 §5: at most 20 MB — exactly 20 MB passes, one byte more is 413, 21 MB is 413', () => {
    expect(PHOTO_MAX_BYTES).toBe(20 * MB);
    expect(checkContractPhoto(photo('big.png', 'image/png', 20 * MB))).toBeNull();
    expect(checkContractPhoto(photo('big.png', 'image/png', 20 * MB + 1))).toBe(413);
    expect(checkContractPhoto(photo('big.png', 'image/png', 21 * MB))).toBe(413);
  });

  it('spec 1 §5: the type is judged before the size (a 21 MB .bmp is 415)', () => {
    expect(checkContractPhoto(photo('big.bmp', 'image/bmp', 21 * MB))).toBe(415);
  });

  it('spec 1 §5: any other failure is 400; the storage’s own 413 and 415 pass through', () => {
    expect(uploadFailureCode(undefined)).toBe(400);
    expect(uploadFailureCode(500)).toBe(400);
    expect(uploadFailureCode(403)).toBe(400);
    expect(uploadFailureCode(413)).toBe(413);
    expect(uploadFailureCode(415)).toBe(415);
  });

  it('spec 1 §5 (property): a MIME type off the list is always 415', () => {
    const allowed = ['image/png', 'image/jpg', 'image/jpeg', 'image/gif'];
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((type) => !allowed.includes(type.trim().toLowerCase())),
        fc.nat({ max: 40 * MB }),
        (type, size) => checkContractPhoto({ name: 'a.png', type, size }) === 415,
      ),
      RUNS,
    );
  });

  it('spec 1 §5 (property): an allowed file is refused for size exactly when it is over 20 MB', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a.png', 'b.jpg', 'c.jpeg', 'd.gif'),
        fc.constantFrom('image/png', 'image/jpg', 'image/jpeg', 'image/gif'),
        fc.nat({ max: 40 * MB }),
        (name, type, size) => checkContractPhoto({ name, type, size }) === (size > 20 * MB ? 413 : null),
      ),
      RUNS,
    );
  });
});
