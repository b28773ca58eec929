import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UndoOutcome } from '../../../../src/domain/undo/bulk-undo.rule';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import { UndoBar } from '../../../../src/presentation/shared/undo/UndoBar.view';
import { UndoOfferPresenter } from '../../../../src/presentation/shared/undo/undo-offer.presenter';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { axeViolations, renderWithKit } from '../../ui/ui-test-kit';
import { RecordingLogger } from '../fakes';

function setup(language: 'en' | 'es', outcome: UndoOutcome) {
  let runs = 0;
  const offer = new UndoOfferPresenter(
    createI18n(language, TEST_RESOURCES),
    new RecordingLogger(),
    () => () => undefined,
  );
  const view = renderWithKit(<UndoBar offer={offer} />, language);
  const show = () =>
    act(() =>
      offer.offer({
        message: 'Roles of 2 members changed.',
        names: ['Carla Dias', 'Diego Reis'],
        undo: () => {
          runs += 1;
          return Promise.resolve(outcome);
        },
      }),
    );
  return { offer, view, show, runs: () => runs };
}

describe('UndoBar (issue 38 §2)', () => {
  it('issue 38 §2: the bar is a polite status with an Undo button reachable by keyboard', async () => {
    const { view, show, runs } = setup('en', { kind: 'restored', count: 2 });
    const status = screen.getByRole('status');
    // Empty but in the page before the offer, so its text is announced when it fills.
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    expect(screen.queryByRole('button')).toBeNull();
    show();
    expect(status).toHaveTextContent('Roles of 2 members changed.');
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Undo' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(runs()).toBe(1);
    expect(status).toHaveTextContent('Undone.');
    // The same button, now 'Close', keeps the focus.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await axeViolations(view.container)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('issue 38 §2: Escape dismisses the offer without undoing', async () => {
    const { show, runs } = setup('en', { kind: 'restored', count: 2 });
    show();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(runs()).toBe(0);
  });

  it('issue 38 §2: in Spanish, the button and the names of what could not be restored', async () => {
    const { show } = setup('es', { kind: 'partial', notRestored: ['Diego Reis'] });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByRole('status')).toHaveTextContent('No se pudo restaurar: Diego Reis.');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
