import { ContainerModule } from 'inversify';
import { ClipboardWriter } from '../../application/tenant/clipboard-writer.port';
import { MediaGateway } from '../../application/tenant/media.port';
import { MediaUploader } from '../../application/tenant/media-upload.port';
import { TenantGateway } from '../../application/tenant/tenant.port';
import { MediaCommandGateway } from './media.adapter';
import { HttpMediaUploader } from './media-upload.adapter';
import { NavigatorClipboardWriter } from './clipboard-writer.adapter';
import { TenantCommandGateway } from './tenant.adapter';

/** The contract card's adapters: portal and media commands, the HTTP upload, the clipboard. */
export function tenantGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<TenantGateway>(TenantGateway).to(TenantCommandGateway).inSingletonScope();
    options.bind<MediaGateway>(MediaGateway).to(MediaCommandGateway).inSingletonScope();
    options.bind<MediaUploader>(MediaUploader).to(HttpMediaUploader).inSingletonScope();
    options.bind<ClipboardWriter>(ClipboardWriter).to(NavigatorClipboardWriter).inSingletonScope();
  });
}
