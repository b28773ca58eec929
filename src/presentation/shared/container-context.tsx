import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({
  container,
  children,
}: {
  readonly container: Container;
  readonly children: ReactNode;
}) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (container === null) {
    throw new Error('useContainer must be used within a ContainerProvider');
  }
  return container;
}
