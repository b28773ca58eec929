import { render, screen } from '@testing-library/react';
import { Container, injectable } from 'inversify';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContainerProvider, useContainer } from '../../../src/presentation/shared/container-context';
import { usePresenter, useService } from '../../../src/presentation/shared/use-presenter';

let created = 0;

@injectable()
class CounterPresenter {
  readonly id = ++created;
}

function Counter() {
  const presenter = usePresenter(CounterPresenter);
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      presenter {presenter.id} render {renders}
    </button>
  );
}

function containerWithCounter(): Container {
  const container = new Container();
  container.bind(CounterPresenter).toSelf().inTransientScope();
  return container;
}

describe('usePresenter', () => {
  it('resolves a transient presenter once per mount and keeps it across renders', async () => {
    created = 0;
    render(
      <ContainerProvider container={containerWithCounter()}>
        <Counter />
        <Counter />
      </ContainerProvider>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveTextContent('presenter 1 render 0');
    expect(second).toHaveTextContent('presenter 2 render 0');
    await userEvent.click(first!);
    expect(first).toHaveTextContent('presenter 1 render 1');
  });

  it('a remount gets a fresh presenter', () => {
    created = 0;
    const container = containerWithCounter();
    const view = render(
      <ContainerProvider container={container}>
        <Counter key="a" />
      </ContainerProvider>,
    );
    view.rerender(
      <ContainerProvider container={container}>
        <Counter key="b" />
      </ContainerProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('presenter 2');
  });

  it('useService returns the container singleton', () => {
    const container = new Container();
    const service = { name: 'clock' };
    const token = Symbol.for('TestService');
    container.bind(token).toConstantValue(service);
    let seen: unknown;
    function Probe() {
      seen = useService(token);
      return null;
    }
    render(
      <ContainerProvider container={container}>
        <Probe />
      </ContainerProvider>,
    );
    expect(seen).toBe(service);
  });

  it('outside a ContainerProvider the hooks explain what is missing', () => {
    function Orphan() {
      useContainer();
      return null;
    }
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Orphan />)).toThrow('useContainer must be used within a ContainerProvider');
    } finally {
      console.error = original;
    }
  });
});
