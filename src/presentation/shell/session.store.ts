import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { FeatureToggles } from '../../application/shared/feature-toggles.port';
import { accessContextOf, type AccessContext } from '../../domain/access/access-context';
import { canEdit, type PermissionArea } from '../../domain/access/permission.rule';
import type { Session } from '../../domain/access/session';
import { makeObservableState } from '../shared/observable-state';

/**
 * The session the shell bootstrapped, shared by every presenter that needs the user,
 * the tenant or the access context (singleton; the shell is its only writer).
 */
@injectable()
export class SessionStore {
  session: Session | undefined = undefined;
  /** Counts the toggles' changes after start-up (a portal's late answer, issue 35 §2). */
  togglesChanged = 0;

  constructor(@inject(FeatureToggles) private readonly toggles: FeatureToggles) {
    makeObservableState(this, { session: observableRef });
    // The singleton lives as long as the module: it never stops listening.
    toggles.onChange?.(() => this.togglesUpdated());
  }

  /**
   * Toggles are read through the port: they are initialised before a session exists, and a late
   * answer makes everything that reads this (home cards, menus, header actions) read them again.
   */
  get accessContext(): AccessContext {
    const toggles = this.toggles;
    void this.togglesChanged;
    return accessContextOf(this.session, (name) => toggles.isEnabled(name));
  }

  togglesUpdated(): void {
    this.togglesChanged += 1;
  }

  /**
   * Spec 1 §6: whether the user's role may write the area (read/write in the permission matrix);
   * a page's write controls follow it, so a read-only role is offered none (docs/decisions/shell-and-access.md).
   */
  canEdit(area: PermissionArea): boolean {
    return canEdit(this.session?.user.roleId, area);
  }

  setSession(session: Session): void {
    this.session = session;
  }
}
