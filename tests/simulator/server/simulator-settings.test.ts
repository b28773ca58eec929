import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorSettingsMiddleware } from '../../../simulator/server/simulator-settings.plugin';
import { parseAppSettings } from '../../../src/infrastructure/shared/app-settings.validation';
import settingsJson from '../../../simulator/module-settings.json';

let server: Server;
let base: string;

beforeAll(async () => {
  const middleware = simulatorSettingsMiddleware(
    'simulator/module-settings.json',
    () => new Date('2025-03-18T12:00:00Z'),
  );
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('fell through');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('simulator settings (spec 3 §2.2, §4.5: report dates relative to today)', () => {
  it('serves the shipped settings with REVENUE_START_DATE 12 months back and the pricing dates 6 and 3', async () => {
    const response = await fetch(`${base}/appSettings.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      ...settingsJson,
      REVENUE_START_DATE: '2024-03',
      WHATSAPP_BP_PRICING_CHANGES_START_DATE: '2024-09',
      WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: '2024-12',
    });
    // The simulator serves the module on loopback: it reads its settings as a local run.
    expect(() => parseAppSettings(body, { localRun: true })).not.toThrow();
  });

  it('answers /module/appSettings.json too; every other path or method falls through', async () => {
    expect((await fetch(`${base}/module/appSettings.json?x=1`)).status).toBe(200);
    expect((await fetch(`${base}/appSettings.json`, { method: 'POST' })).status).toBe(418);
    expect((await fetch(`${base}/other.json`)).status).toBe(418);
  });
});
