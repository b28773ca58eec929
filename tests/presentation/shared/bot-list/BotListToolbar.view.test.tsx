import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findBotTable, renderBotPage, textsIn } from './bot-page.harness';

// Spec 1 §2 quotes the Copilot toolbar in Portuguese and the Calls one in English; issue 37 §3
// reads each language in its own words on both pages.
const TOOLBAR = {
  pt: { filter: 'Filtrar por', pageSize: 'Resultados' },
  en: { filter: 'Filter by', pageSize: 'Results' },
  es: { filter: 'Filtrar por', pageSize: 'Resultados' },
} as const;

describe('the bot toolbars read in the user’s language (issue 37 §3)', () => {
  describe.each(['/copilot', '/calls'] as const)('%s', (path) => {
    it.each(['pt', 'en', 'es'] as const)(
      `issue 37 §3 (spec 1 §2 ${path === '/copilot' ? 'Copilot' : 'Calls'} page): in %s the filter and the page size speak the same language`,
      async (lang) => {
        renderBotPage(path, { lang });
        const namespace = path === '/copilot' ? 'copilot' : 'calls';
        await findBotTable(textsIn(lang)(`${namespace}:bots.caption`));
        expect(screen.getByRole('combobox', { name: TOOLBAR[lang].filter })).toHaveValue('all');
        expect(screen.getByRole('combobox', { name: TOOLBAR[lang].pageSize })).toHaveValue('5');
      },
    );
  });
});
