import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadProgressBar } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

const noop = () => undefined;

describe('UploadProgressBar (issue 24 §3)', () => {
  it('issue 24 §3: a native progress named after the file, its percentage in text and a Cancel button', async () => {
    const onCancel = vi.fn();
    renderWithKit(
      <UploadProgressBar phase="uploading" percent={37} label="manual.pdf" onCancel={onCancel} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading manual.pdf' });
    expect(bar.tagName).toBe('PROGRESS');
    expect(bar).toHaveAttribute('value', '37');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByText('37%')).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it.each([
    ['pt', 'Enviando a.pdf', 'Cancelar envio', 'Envio cancelado. Nada foi salvo.'],
    ['en', 'Uploading a.pdf', 'Cancel upload', 'Upload cancelled. Nothing was saved.'],
    ['es', 'Subiendo a.pdf', 'Cancelar carga', 'Carga cancelada. No se guardó nada.'],
  ] as const)(
    'issue 24 §3: in %s the bar, its Cancel and the cancelled message are translated',
    (lang, name, cancel, said) => {
      const { rerender } = renderWithKit(
        <UploadProgressBar phase="uploading" percent={5} label="a.pdf" onCancel={noop} />,
        lang,
      );
      expect(screen.getByRole('progressbar', { name })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: cancel })).toBeInTheDocument();
      rerender(<UploadProgressBar phase="cancelled" percent={5} label="a.pdf" onCancel={noop} />);
      expect(screen.getByRole('status')).toHaveTextContent(said);
      expect(screen.queryByRole('progressbar')).toBeNull();
    },
  );

  it('issue 24 §3: a failure says the file is kept and offers Retry only when there is one', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithKit(
      <UploadProgressBar phase="failed" percent={80} label="a.pdf" onCancel={noop} onRetry={onRetry} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The upload did not finish. Your file is still chosen.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<UploadProgressBar phase="failed" percent={80} label="a.pdf" onCancel={noop} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('idle renders nothing', () => {
    const { container } = renderWithKit(
      <UploadProgressBar phase="idle" percent={0} label="a.pdf" onCancel={noop} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
