import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { renderModule } from '../../shared/render-module';

// Every report page shows its period bar once, so each has one 'Print' and one print header.
const REPORT_PATHS = [
  '/data-consumption',
  '/dau-consumption',
  '/deu-consumption/monthly',
  '/agent-consumption',
  '/session-consumption',
  '/mau-consumption',
  '/revenue',
  '/revenue/chatbots',
];

describe("every report page's Print (issue 24 §4)", () => {
  it("issue 24 §4: each report page has exactly one 'Print' and one print header naming the contract", async () => {
    for (const path of REPORT_PATHS) {
      const view = renderModule({ path, pages: PAGE_ROUTES, fakeHost: { role: 'admin', flags: 'all' } });
      const tenant = view.container.get<FakeHost>(FakeHostToken).state.tenant.name;
      expect(await screen.findAllByRole('button', { name: 'Print' }), path).toHaveLength(1);
      const headers = screen.getAllByTestId('report-print-header');
      expect(headers, path).toHaveLength(1);
      expect(within(headers[0]!).getByText(`Contract: ${tenant}`)).toBeInTheDocument();
      cleanup();
    }
  });
});
