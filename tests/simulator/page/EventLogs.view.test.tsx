import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalUiStore } from '../../../simulator/page/portal-ui.store';
import { EventLogs } from '../../../simulator/page/EventLogs.view';
import { ProtocolLog } from '../../../simulator/page/ProtocolLog.view';

describe('EventLogs', () => {
  it("architecture.md §6: redirects are listed in the 'Redirects' panel instead of leaving the page", () => {
    const store = new PortalUiStore();
    render(<EventLogs store={store} />);
    const panel = screen.getByRole('region', { name: 'Redirects' });
    expect(within(panel).getByText('No redirects yet.')).toBeInTheDocument();
    act(() => {
      store.redirect({ kind: 'applicationList' });
      store.redirect({ kind: 'topWindow', url: 'https://t2.example/application?leaveContract=true' });
    });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Redirect to the application list');
    expect(items[1]).toHaveTextContent(
      'Redirect top window to https://t2.example/application?leaveContract=true',
    );
  });

  it('architecture.md §4 unauthorizedAccess: listed with its path', () => {
    const store = new PortalUiStore();
    render(<EventLogs store={store} />);
    act(() => store.unauthorized('/mtls'));
    expect(
      within(screen.getByRole('region', { name: 'Unauthorized access' })).getByRole('listitem'),
    ).toHaveTextContent('/mtls');
  });

  it('keeps every toast in the toast history, even after it closed', () => {
    const store = new PortalUiStore();
    render(<EventLogs store={store} />);
    act(() => {
      store.toast({ type: 'success', title: 'Done', message: 'Agent successfully deleted!' });
      store.dismissToast(store.getSnapshot().toasts[0]!.id);
    });
    expect(
      within(screen.getByRole('region', { name: 'Toast history' })).getByRole('listitem'),
    ).toHaveTextContent('[success] Done: Agent successfully deleted!');
  });
});

describe('ProtocolLog', () => {
  it('architecture.md §6: a collapsible protocol log, newest entry first', async () => {
    const store = new PortalUiStore();
    const { container } = render(<ProtocolLog store={store} />);
    act(() => {
      store.logProtocol({
        direction: 'in',
        action: 'getCurrentLanguage',
        id: 'abc12345-1',
        payload: { message: {} },
        at: 0,
      });
      store.logProtocol({
        direction: 'out',
        action: 'getCurrentLanguage',
        id: 'abc12345-1',
        payload: { response: 'en' },
        at: 1,
      });
      store.logProtocol({ direction: 'dropped', payload: { origin: 'http://evil.example' }, at: 2 });
    });
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    // Closed, the entries are not rendered at all (thousands of messages must cost nothing).
    expect(within(details).queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.setup().click(screen.getByText('Protocol log (3/200)'));
    expect(details.open).toBe(true);
    const items = await within(details).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('dropped');
    expect(items[0]).toHaveTextContent('{"origin":"http://evil.example"}');
    expect(items[1]).toHaveTextContent('host → module getCurrentLanguage #abc12345{"response":"en"}');
    expect(items[2]).toHaveTextContent('module → host getCurrentLanguage');
  });
});
