import { describe, expect, it } from 'vitest';
import { addressWithRoute } from '../../../simulator/page/address-route.sync';

describe("the simulator's address follows the module's path (issue 14: reload and share)", () => {
  it('puts the reported path, query included, in the route query and keeps the other settings', () => {
    const next = addressWithRoute(
      'http://127.0.0.1:5173/?role=admin&route=%2F&seed=3',
      '/copilot?filter=enabled&page=2',
    );
    const url = new URL(next!);
    expect(url.searchParams.get('route')).toBe('/copilot?filter=enabled&page=2');
    expect(url.searchParams.get('role')).toBe('admin');
    expect(url.searchParams.get('seed')).toBe('3');
  });

  it('ignores a path the frame could not open', () => {
    expect(addressWithRoute('http://127.0.0.1:5173/', '//evil.example/x')).toBeNull();
    expect(addressWithRoute('http://127.0.0.1:5173/', 'https://evil.example/')).toBeNull();
  });
});
