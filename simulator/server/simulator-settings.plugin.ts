import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { simulatorReportDates } from '../fake-host/backend/dataset/report-dates.ts';
import { sendJson } from './http-helpers.ts';

const SETTINGS_PATH = /^(\/module)?\/appSettings\.json$/;

/**
 * GET /appSettings.json on the dev and preview servers (the simulator): simulator/module-settings.json with
 * the report dates set relative to today, as the fake billing service's history is
 * (REVENUE_START_DATE 12 months back, the per-phone pricing date 6 and the consolidated one 3,
 * spec 3 §2.2 and §4.5), so the month selector always reaches both pricing layouts. Every
 * other key is served as written; any other path falls through.
 */
export function simulatorSettingsMiddleware(
  file: string,
  now: () => Date = () => new Date(),
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method !== 'GET' || !SETTINGS_PATH.test(path)) return next();
    readFile(file, 'utf8').then(
      (text) => {
        const settings = JSON.parse(text) as Record<string, unknown>;
        res.setHeader('Cache-Control', 'no-store');
        sendJson(res, 200, { ...settings, ...simulatorReportDates(now()) });
      },
      (error: unknown) => next(error),
    );
  };
}

/** The settings the simulator deploys the module with (loopback portal origins). */
export const SIMULATOR_MODULE_SETTINGS = resolve(import.meta.dirname, '../module-settings.json');

export function simulatorSettings(): Plugin {
  return {
    name: 'simulator-settings',
    configureServer(server) {
      server.middlewares.use(simulatorSettingsMiddleware(SIMULATOR_MODULE_SETTINGS));
    },
    configurePreviewServer(server) {
      server.middlewares.use(simulatorSettingsMiddleware(SIMULATOR_MODULE_SETTINGS));
    },
  };
}
