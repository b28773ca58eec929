import type { AppSettings } from '../../src/application/shared/app-settings.port';

export const testSettings: AppSettings = {
  HOST_ORIGINS: ['http://127.0.0.1:5173'],
  STORAGE_ORIGINS: ['http://127.0.0.1:5173'],
  TENANT_AGENTS_PAGE_SIZE: 20,
  BLIP_DOMAIN: 'blip.ai',
  MSGING_DOMAIN: 'msging.net',
  PORTAL_URL: 'https://portal.blip.ai',
  REVENUE_START_DATE: '2023-01',
  WHATSAPP_BP_PRICING_CHANGES_START_DATE: '2023-06',
  WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: '2024-11',
  WHATSAPP_BP_PRICING_CHANGES_URL:
    'https://developers.facebook.com/docs/whatsapp/pricing/updates-to-pricing/',
  FEATURE_TOGGLES: {},
  FEATURE_TOGGLE_SOURCE: 'host',
  HOST_REQUEST_TIMEOUT_MS: 2000,
  DATA_PROTECTION_CLUSTER_NAMES: ['brazilsouth-prd-2', 'brazilsouth-prd-3'],
};
