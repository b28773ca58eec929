import { ContainerModule } from 'inversify';
import { FileDownload } from '../../application/shared/file-download.port';
import { PagePrinter } from '../../application/shared/page-printer.port';
import { ReferenceDateFlag } from '../../application/reports/reference-date-flag.port';
import { UsageReportsGateway } from '../../application/reports/usage-reports.port';
import { BlobFileDownload } from '../shared/file-download.adapter';
import { WindowPagePrinter } from '../shared/page-printer.adapter';
import { FeatureToggleReferenceDateFlag } from './reference-date-flag.adapter';
import { UsageReportsCommandGateway } from './usage-reports.adapter';

/**
 * The usage-report gateways (spec 3 §7), loaded with the 'reports' lazy feature, and the
 * browser download of their CSV exports (issue 14) and the print of a report (issue 24 §4): only
 * the reports use them, so they stay out of the home's first load.
 */
export function reportsGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<ReferenceDateFlag>(ReferenceDateFlag).to(FeatureToggleReferenceDateFlag).inSingletonScope();
    options.bind<FileDownload>(FileDownload).to(BlobFileDownload).inSingletonScope();
    options.bind<PagePrinter>(PagePrinter).to(WindowPagePrinter).inSingletonScope();
    options.bind<UsageReportsGateway>(UsageReportsGateway).to(UsageReportsCommandGateway).inSingletonScope();
  });
}
