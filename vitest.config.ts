import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects (ARCHITECTURE §7): rules, use cases, presenters and gateways run in node;
// views (*.test.tsx) and DOM-bound adapters (*.dom.test.ts) run in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/**/*.dom.test.ts', 'tests/e2e/**'],
          setupFiles: ['tests/setup/node.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx', 'tests/**/*.dom.test.ts'],
          exclude: ['tests/e2e/**'],
          setupFiles: ['tests/setup/node.setup.ts', 'tests/setup/dom.setup.ts'],
        },
      },
    ],
  },
});
