import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { renderModule } from '../shared/render-module';

type Callback = (entries: ResizeObserverEntry[]) => void;

class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(private readonly callback: Callback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  resize(height: number): void {
    this.callback([{ contentRect: { height } } as unknown as ResizeObserverEntry]);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeResizeObserver.instances = [];
});

describe('ShellLayout', () => {
  it("spec 1 §8: a bootstrap failure shows 'Failed to load contract' as a danger toast and in the page; 'Try again' recovers", async () => {
    const { ui, container } = renderModule({ fakeHost: { role: 'admin', failRate: 1 } });
    expect(await screen.findByText('Failed to load contract')).toBeInTheDocument();
    expect(ui.toasts).toEqual([{ type: 'danger', message: 'Failed to load contract' }]);
    expect(screen.queryByRole('region')).toBeNull();

    container.get<FakeHost>(FakeHostToken).configureFaults({ failRate: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'General settings' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load contract')).toBeNull();
    expect(ui.toasts).toHaveLength(1);
  });

  it('spec 1 §7: the host shows its loading state during the bootstrap and hides it after', async () => {
    const { ui } = renderModule({ fakeHost: { latencyMs: 50 } });
    expect(ui.isLoading).toBe(true);
    await screen.findAllByRole('region');
    await waitFor(() => expect(ui.isLoading).toBe(false));
  });

  it('spec 1 §7: content height is reported through heightChange, ignoring changes of 4 px or less', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { ui } = renderModule();
    await screen.findAllByRole('region');
    const observer = FakeResizeObserver.instances[0]!;
    act(() => {
      observer.resize(640.4);
      observer.resize(643);
      observer.resize(700);
    });
    await waitFor(() => expect(ui.heights).toEqual([641, 700]));
  });

  it('the document language follows the session', async () => {
    renderModule({ fakeHost: { lang: 'es' } });
    await screen.findByRole('heading', { level: 2, name: 'Configuración general' });
    expect(document.documentElement.lang).toBe('es');
  });
});
