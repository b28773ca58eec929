import { inject, injectable } from 'inversify';
import type { RevenueGateway } from '../../application/reports/revenue.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import { Logger } from '../../application/shared/logger.port';
import type { ReportResult } from '../../domain/reports/consumption.entity';
import { REPORT_NO_DATA } from '../../domain/reports/report-no-data';
import {
  emptyContractRules,
  emptyMonthlyConsumption,
  type FinancialRule,
  type RawChatbotConsumption,
  type RawContractRules,
  type RawMonthlyConsumption,
} from '../../domain/reports/revenue.entity';
import { isCommandFailure, RESOURCE_NOT_FOUND_CODE } from '../../domain/shared/command-failure';
import { readAnswer } from '../shared/answer-schema';
import { serviceAddresses } from '../shared/service-addresses';
import { reportResult } from './report-request';
import { CHATBOT_CONSUMPTION, CONTRACT_RULES, FINANCIAL_RULES, MONTHLY_CONSUMPTION } from './revenue.schema';

/**
 * Spec 3 §7.5 on the billing service. The uris carry exactly the query the table states
 * (contract-rules none; the others month, application-consumption also $take); failures
 * resolve with the §8 defaults.
 */
@injectable()
export class RevenueCommandGateway implements RevenueGateway {
  private readonly billing: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
    @inject(Logger) private readonly logger: Logger,
  ) {
    this.billing = serviceAddresses(settings).billing;
  }

  contractRules(tenantId: string): Promise<ReportResult<RawContractRules>> {
    return reportResult(
      'contract rules',
      this.logger,
      async () => readAnswer(CONTRACT_RULES, await this.send(tenantId, '/contract-rules'), 'contract rules'),
      emptyContractRules,
    );
  }

  financialRules(tenantId: string, month: string): Promise<ReportResult<FinancialRule[]>> {
    return reportResult(
      'financial rules',
      this.logger,
      async () => {
        const resource = await this.send(tenantId, `/financial-rules?month=${monthParam(month)}`);
        return readAnswer(FINANCIAL_RULES, resource, 'financial rules');
      },
      () => [],
    );
  }

  /** §8: 67 is no data for the month (status NO_DATA, code 67, not logged); other errors fail. */
  async monthlyConsumption(tenantId: string, month: string): Promise<ReportResult<RawMonthlyConsumption>> {
    let resource: unknown;
    try {
      resource = await this.send(tenantId, `/consumption?month=${monthParam(month)}`);
    } catch (error) {
      if (isCommandFailure(error) && error.isNotFound) {
        return { status: REPORT_NO_DATA, code: RESOURCE_NOT_FOUND_CODE, value: emptyMonthlyConsumption() };
      }
      return reportResult(
        'monthly consumption',
        this.logger,
        () => Promise.reject(error),
        emptyMonthlyConsumption,
      );
    }
    return reportResult(
      'monthly consumption',
      this.logger,
      () => Promise.resolve(readAnswer(MONTHLY_CONSUMPTION, resource, 'monthly consumption')),
      emptyMonthlyConsumption,
    );
  }

  applicationConsumption(
    tenantId: string,
    month: string,
    take: number,
  ): Promise<ReportResult<RawChatbotConsumption[]>> {
    const path = `/application-consumption?month=${monthParam(month)}&$take=${take}`;
    return reportResult(
      'chatbot consumption',
      this.logger,
      async () => readAnswer(CHATBOT_CONSUMPTION, await this.send(tenantId, path), 'chatbot consumption'),
      () => [],
    );
  }

  private send(tenantId: string, pathAndQuery: string): Promise<unknown> {
    return this.channel.send<unknown>({
      to: this.billing,
      method: 'get',
      uri: `/tenants/${encodeURIComponent(tenantId)}${pathAndQuery}`,
    });
  }
}

function monthParam(month: string): string {
  return encodeURIComponent(month);
}
