import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureHero, FeatureSection } from '../../../src/presentation/shared/FeatureSections.view';

describe('feature page sections (the Copilot and Calls offer pages)', () => {
  it('the hero is a region named by its title, with the lead and what the page asks for', () => {
    render(
      <FeatureHero id="offer-title" title="Copilot" lead="Help for your agents">
        <button type="button">I want it</button>
      </FeatureHero>,
    );
    const hero = screen.getByRole('region', { name: 'Copilot' });
    expect(hero).toHaveClass('feature-page__hero');
    expect(screen.getByRole('heading', { level: 1, name: 'Copilot' })).toHaveAttribute('id', 'offer-title');
    expect(hero).toHaveTextContent('Help for your agents');
    expect(screen.getByRole('button', { name: 'I want it' })).toBeInTheDocument();
  });

  it('a section is a region named by its level-2 heading', () => {
    render(
      <FeatureSection id="offer-features" title="Features">
        <p>Summaries</p>
      </FeatureSection>,
    );
    expect(screen.getByRole('region', { name: 'Features' })).toHaveTextContent('Summaries');
    expect(screen.getByRole('heading', { level: 2, name: 'Features' })).toHaveAttribute(
      'id',
      'offer-features',
    );
  });
});
