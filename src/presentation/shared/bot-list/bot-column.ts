import type { ReactNode } from 'react';

/** A feature's column after the shared selection column. */
export interface BotColumn<B> {
  readonly id: string;
  readonly header: ReactNode;
  /** A CSS width (the table lays out by its header); without one the column takes what is left. */
  readonly width?: string | undefined;
  readonly render: (bot: B) => ReactNode;
}
