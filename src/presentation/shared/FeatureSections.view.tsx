import type { ReactNode } from 'react';
import './feature-page.css';

/**
 * The opening of a feature's offer page (Copilot, Calls): its title and lead line on the
 * highlighted hero, then what the page asks for (a button, a claim). The title names the
 * section for assistive technology, so `id` must be unique on the page.
 */
export function FeatureHero({
  id,
  title,
  lead,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly lead: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="feature-page__hero" aria-labelledby={id}>
      <h1 id={id} className="feature-page__title">
        {title}
      </h1>
      <p className="feature-page__lead">{lead}</p>
      {children}
    </section>
  );
}

/** A block of a feature page under its own heading, which names it (`id` unique on the page). */
export function FeatureSection({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="feature-page__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
