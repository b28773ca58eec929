import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PortalUiStore } from '../../../simulator/page/portal-ui.store';
import { ToastStack } from '../../../simulator/page/ToastStack.view';

describe('ToastStack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('architecture.md §4 toast: stacks toasts with their type colour and text, newest last', () => {
    const store = new PortalUiStore();
    render(<ToastStack store={store} />);
    act(() => {
      store.toast({ type: 'success', message: 'Name updated' });
      store.toast({ type: 'danger', title: 'Error', message: 'Failed to update name' });
    });
    const success = screen.getByRole('status');
    expect(success).toHaveTextContent('Name updated');
    expect(success).toHaveClass('sim-toast-success');
    const danger = screen.getByRole('alert');
    expect(danger).toHaveTextContent('ErrorFailed to update name');
    expect(danger).toHaveClass('sim-toast-danger');
  });

  it('auto-dismisses after 5 s', () => {
    const store = new PortalUiStore();
    render(<ToastStack store={store} />);
    act(() => store.toast({ type: 'info', message: 'Text coppied to clipboard!' }));
    expect(screen.getByText('Text coppied to clipboard!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Text coppied to clipboard!')).not.toBeInTheDocument();
    expect(store.getSnapshot().toasts).toHaveLength(1);
  });

  it('closes a toast with its close button', () => {
    const store = new PortalUiStore();
    render(<ToastStack store={store} />);
    act(() => store.toast({ type: 'warning', message: 'Careful' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close toast' }));
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
  });

  it('renders host-provided text as text, never as markup', () => {
    const store = new PortalUiStore();
    const { container } = render(<ToastStack store={store} />);
    act(() => store.toast({ type: 'info', message: '<img src=x onerror=alert(1)>' }));
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
