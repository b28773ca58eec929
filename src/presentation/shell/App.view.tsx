import type { Container } from 'inversify';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ContainerProvider } from '../shared/container-context';
import { I18nInstance } from '../shared/i18n-instance';
import { ShellProvider } from './shell-context';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole module: container, translations, the shell and the router. */
export function App({ container, router }: { readonly container: Container; readonly router: AppRouter }) {
  const [i18n] = useState(() => container.get<I18nInstance>(I18nInstance));
  return (
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>
        <ShellProvider>
          <RouterProvider router={router} />
        </ShellProvider>
      </I18nextProvider>
    </ContainerProvider>
  );
}
