import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { GatePage, type GateProblem } from '../../../src/presentation/shell/GatePage.view';
import { createGateI18n } from '../../../src/presentation/shell/gate-texts';
import { axeViolations, renderWithKit } from '../ui/ui-test-kit';

const MISCONFIGURED: GateProblem = { reason: 'misconfigured', keys: ['HOST_ORIGINS', 'PORTAL_URL'] };

describe('GatePage (issue 20: the page shown when the module must not start)', () => {
  it.each([
    ['pt', 'Abra pelo portal', /só funciona dentro do portal/],
    ['en', 'Open it from the portal', /only works inside the portal/],
    ['es', 'Ábrelo desde el portal', /solo funciona dentro del portal/],
  ])('issue 20: outside the portal, in %s', (language, title, body) => {
    renderWithKit(<GatePage problem={{ reason: 'outsidePortal' }} />, language);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    ['pt', 'Módulo mal configurado', 'Chaves com problema'],
    ['en', 'Module misconfigured', 'Keys at fault'],
    ['es', 'Módulo mal configurado', 'Claves con problemas'],
  ])('issue 20 §3: misconfigured, in %s, names every key at fault', (language, title, keysLabel) => {
    renderWithKit(<GatePage problem={MISCONFIGURED} />, language);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/appSettings\.json/)).toBeInTheDocument();
    const keys = screen.getByRole('list', { name: keysLabel });
    expect(
      within(keys)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HOST_ORIGINS', 'PORTAL_URL']);
  });

  it('issue 20 §3: a file that is not a settings object is said so, with no empty key list', () => {
    renderWithKit(<GatePage problem={{ reason: 'misconfigured', keys: [] }} />, 'en');
    expect(screen.getByText('The file is not a valid JSON object.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    ['pt', 'Configurações indisponíveis', /Recarregue a página/],
    ['en', 'Settings unavailable', /Reload the page/],
    ['es', 'Configuración no disponible', /Recarga la página/],
  ])('issue 20: settings that did not arrive, in %s, ask for a reload', (language, title, body) => {
    renderWithKit(<GatePage problem={{ reason: 'unavailable' }} />, language);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<GatePage problem={MISCONFIGURED} />, 'en');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("gate texts (issue 20: in the browser's language, bundled)", () => {
  it.each([
    ['es-MX', 'es', 'Ábrelo desde el portal'],
    ['en-US', 'en', 'Open it from the portal'],
    ['pt-BR', 'pt', 'Abra pelo portal'],
    ['fr-FR', 'pt', 'Abra pelo portal'],
    ['', 'pt', 'Abra pelo portal'],
  ])('issue 20: browser language %j → %s, ready without a download', (browser, language, title) => {
    const i18n = createGateI18n(browser);
    expect(i18n.language).toBe(language);
    render(
      <I18nextProvider i18n={i18n}>
        <GatePage problem={{ reason: 'outsidePortal' }} />
      </I18nextProvider>,
    );
    // Rendered at once: the texts are there before any language chunk could have arrived.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });
});
