import { describe, expect, it } from 'vitest';
import { pickProfile } from '../../src/composition/profile';

describe('pickProfile', () => {
  it("a framed module talks to the portal over postMessage ('portal')", () => {
    expect(pickProfile(true, new URLSearchParams(''))).toBe('portal');
  });

  it("a module opened on its own runs the fake host in-process ('memory')", () => {
    expect(pickProfile(false, new URLSearchParams(''))).toBe('memory');
  });

  it("'?host=memory' forces the in-process fake host, framed or not", () => {
    expect(pickProfile(true, new URLSearchParams('host=memory'))).toBe('memory');
    expect(pickProfile(false, new URLSearchParams('host=memory&role=guest'))).toBe('memory');
  });

  it('any other host value keeps the default choice', () => {
    expect(pickProfile(true, new URLSearchParams('host=portal'))).toBe('portal');
  });
});
