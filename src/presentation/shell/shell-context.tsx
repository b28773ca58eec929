import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { usePresenter } from '../shared/use-presenter';
import type { HeaderContent, PageBreadcrumb } from './header.store';
import { ShellPresenter } from './shell.presenter';

const ShellContext = createContext<ShellPresenter | null>(null);

/** Resolves the one shell presenter of the app and starts the bootstrap. */
export function ShellProvider({ children }: { readonly children: ReactNode }) {
  const shell = usePresenter(ShellPresenter);
  useEffect(() => {
    void shell.start();
  }, [shell]);
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellPresenter {
  const shell = useContext(ShellContext);
  if (shell === null) throw new Error('useShell must be used within a ShellProvider');
  return shell;
}

/** A page shows a back link and a bold text instead of the breadcrumb while mounted. */
export function usePageHeader(content: HeaderContent | null): void {
  const shell = useShell();
  const backTo = content?.backTo;
  const text = content?.text;
  useEffect(() => {
    if (backTo === undefined || text === undefined) return undefined;
    shell.setHeaderContent({ backTo, text });
    return () => shell.setHeaderContent(null);
  }, [shell, backTo, text]);
}

/** A page replaces the default breadcrumb while mounted (pass a memoised value). */
export function usePageBreadcrumb(breadcrumb: PageBreadcrumb | null): void {
  const shell = useShell();
  useEffect(() => {
    if (breadcrumb === null) return undefined;
    shell.setBreadcrumb(breadcrumb);
    return () => shell.setBreadcrumb(null);
  }, [shell, breadcrumb]);
}
