import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';

/**
 * Spec 1 §6: every page whose writes need a permission a member or guest lacks is closed to them
 * at the gate (tenant-members: members, mTLS, Copilot, Calls, pipelines; tenant-billing: agents),
 * so neither role meets its write controls. The pages they do open — the home's contract card
 * and the knowledge base — hide their writes themselves (their own tests).
 */
const ADMIN_ONLY_PATHS = ['/members', '/agent', '/mtls', '/copilot', '/calls', '/pipeline'];

describe('spec 1 §6: read-only roles never reach an admin-only page', () => {
  it.each(['guest', 'member'] as const)('spec 1 §6: a %s is refused every admin-only page', async (role) => {
    for (const path of ADMIN_ONLY_PATHS) {
      const view = renderModule({ path, pages: PAGE_ROUTES, fakeHost: { role, flags: 'all' } });
      await waitFor(() => expect(view.ui.unauthorizedPaths).toContain(path));
      view.unmount();
    }
  });
});
