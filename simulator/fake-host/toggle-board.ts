import { FEATURE_TOGGLE_NAMES } from '../../src/infrastructure/shared/feature-toggle-names';
import type { FakeHostOptions } from './fake-host.contract';

/** The portal's feature-toggle service: the `flags` option, plus switches flipped at run time. */
export class ToggleBoard {
  private readonly overrides = new Map<string, boolean>();

  constructor(private readonly flags: FakeHostOptions['flags']) {}

  isOn(name: string): boolean {
    const override = this.overrides.get(name);
    if (override !== undefined) return override;
    if (this.flags === 'all') return true;
    if (this.flags === 'none') return false;
    return this.flags.includes(name);
  }

  set(name: string, on: boolean): void {
    this.overrides.set(name, on);
  }

  /** Every spec toggle name, plus any other name listed or switched. */
  snapshot(): Record<string, boolean> {
    const names = new Set<string>(FEATURE_TOGGLE_NAMES);
    if (Array.isArray(this.flags)) for (const name of this.flags) names.add(name);
    for (const name of this.overrides.keys()) names.add(name);
    const record: Record<string, boolean> = {};
    for (const name of names) record[name] = this.isOn(name);
    return record;
  }
}
