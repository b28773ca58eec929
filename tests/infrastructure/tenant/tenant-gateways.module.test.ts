import { describe, expect, it } from 'vitest';
import { ClipboardWriter } from '../../../src/application/tenant/clipboard-writer.port';
import { MediaGateway } from '../../../src/application/tenant/media.port';
import { MediaUploader } from '../../../src/application/tenant/media-upload.port';
import { TenantGateway } from '../../../src/application/tenant/tenant.port';
import { createContainer } from '../../../simulator/composition/container';
import { HttpMediaUploader } from '../../../src/infrastructure/tenant/media-upload.adapter';
import { MediaCommandGateway } from '../../../src/infrastructure/tenant/media.adapter';
import { NavigatorClipboardWriter } from '../../../src/infrastructure/tenant/clipboard-writer.adapter';
import { TenantCommandGateway } from '../../../src/infrastructure/tenant/tenant.adapter';
import { testSettings } from '../../composition/test-settings';

describe('tenantGatewaysModule', () => {
  it('binds the contract card ports to their adapters, once per container', () => {
    const container = createContainer('memory', testSettings);
    expect(container.get(TenantGateway)).toBeInstanceOf(TenantCommandGateway);
    expect(container.get(MediaGateway)).toBeInstanceOf(MediaCommandGateway);
    expect(container.get(MediaUploader)).toBeInstanceOf(HttpMediaUploader);
    expect(container.get(ClipboardWriter)).toBeInstanceOf(NavigatorClipboardWriter);
    expect(container.get(TenantGateway)).toBe(container.get(TenantGateway));
  });
});
