import type { Container } from 'inversify';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider } from '../shared/container-context';
import { I18nInstance } from '../shared/i18n-instance';
import { ShellProvider } from './shell-context';

/**
 * The whole module: container, translations and the shell around a router (BrowserRouter in the
 * page, MemoryRouter in tests) that renders <AppRoutes />.
 */
export function App({
  container,
  children,
}: {
  readonly container: Container;
  readonly children: ReactNode;
}) {
  const [i18n] = useState(() => container.get<I18nInstance>(I18nInstance));
  return (
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>
        <ShellProvider>{children}</ShellProvider>
      </I18nextProvider>
    </ContainerProvider>
  );
}
