import { inject, injectable } from 'inversify';
import type { RoleId } from '../../domain/access/role';
import { canView } from '../../domain/access/permission.rule';
import type { Session } from '../../domain/access/session';
import type { SubscriptionItem } from '../../domain/billing/subscription.entity';
import { DEFAULT_LANGUAGE, knownLanguage, type Language } from '../../domain/shared/language.rule';
import type { LoggedUser } from '../../domain/tenant/logged-user.entity';
import type { CurrentTenant } from '../../domain/tenant/tenant.entity';
import { SubscriptionGateway } from '../billing/subscription.port';
import { FeatureToggles } from '../shared/feature-toggles.port';
import { HostGateway } from '../shared/host.port';
import { Logger } from '../shared/logger.port';
import { UserRoleGateway } from './user-role.port';

interface MemberData {
  readonly subscription: readonly SubscriptionItem[];
  readonly planName: string | undefined;
}

const NO_MEMBER_DATA: MemberData = { subscription: [], planName: undefined };

/**
 * Opens the module (spec 1 §6 'Bootstrap'). User, tenant or role failing rejects (the
 * shell shows the danger toast); anything else failing is logged and the shell opens.
 * Only the work the data forces runs in sequence: the role waits for user and tenant,
 * and the member-only loads wait for the role. Nothing whose size grows with the contract is
 * waited for (issue 34 §1): the members are counted by the contract card once the home shows.
 */
@injectable()
export class BootstrapUseCase {
  /** The start-up under way or done; a failed one is forgotten so that a retry runs anew. */
  private run: Promise<Session> | undefined;
  /** The UI language, asked once: it never fails (issue 20 §4: it always ends in a fallback). */
  private languageRun: Promise<Language> | undefined;

  constructor(
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(UserRoleGateway) private readonly userRoles: UserRoleGateway,
    @inject(SubscriptionGateway) private readonly subscriptions: SubscriptionGateway,
    @inject(FeatureToggles) private readonly toggles: FeatureToggles,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /**
   * The entry starts it before the first paint and the shell joins it when it mounts (issue 12:
   * the host round trips run while the texts download, not after them).
   */
  execute(): Promise<Session> {
    if (this.run === undefined) {
      const run = this.load();
      this.run = run;
      run.catch(() => {
        if (this.run === run) this.run = undefined;
      });
    }
    return this.run;
  }

  /**
   * The UI language (issue 20 §4): the portal's, when it names one of ours within its short
   * timeout; else the logged user's culture; else 'pt'. The first paint reads it too, so the
   * portal is asked once and the texts are those the session will use.
   */
  language(): Promise<Language> {
    this.languageRun ??= this.resolveLanguage(this.host.getCurrentUser());
    return this.languageRun;
  }

  private async load(): Promise<Session> {
    const user = this.host.getCurrentUser();
    const current = this.host.getCurrentTenant();
    this.languageRun ??= this.resolveLanguage(user);
    const [hostUser, tenant] = await Promise.all([user, current]);
    // The language and the toggles may each wait out their short timeout (issue 20 §4): at the
    // same time, so a portal that answers neither costs one wait, not two.
    const [language, , { roleId, memberData }] = await Promise.all([
      this.languageRun,
      this.initializeToggles(hostUser, tenant),
      this.loadRoleAndMemberData(hostUser, tenant),
    ]);
    return { user: { ...hostUser, roleId }, tenant, language, ...memberData };
  }

  private async resolveLanguage(user: Promise<LoggedUser>): Promise<Language> {
    try {
      const language = knownLanguage(await this.host.getCurrentLanguage());
      if (language !== undefined) return language;
    } catch (error) {
      this.logger.warn("Host language unavailable; using the user's culture", error);
    }
    try {
      return knownLanguage((await user).culture) ?? DEFAULT_LANGUAGE;
    } catch {
      // The bootstrap reports a user that cannot be read; the language only falls back.
      return DEFAULT_LANGUAGE;
    }
  }

  /** Toggles that fail to load read as off; the shell still opens (spec 1 §6). */
  private async initializeToggles(user: LoggedUser, tenant: CurrentTenant): Promise<void> {
    try {
      await this.toggles.initialize({ userIdentity: user.identity, email: user.email, tenantId: tenant.id });
    } catch (error) {
      this.logger.error('Feature toggles failed to initialize', error);
    }
  }

  private async loadRoleAndMemberData(
    user: LoggedUser,
    tenant: CurrentTenant,
  ): Promise<{ roleId: RoleId; memberData: MemberData }> {
    const roleId = user.roleId ?? (await this.userRoles.getRole(tenant.id, user.identity));
    const memberData = canView(roleId, 'tenant-members')
      ? await this.loadMemberData(tenant.id)
      : NO_MEMBER_DATA;
    return { roleId, memberData };
  }

  private async loadMemberData(tenantId: string): Promise<MemberData> {
    const [subscription, planName] = await Promise.all([
      this.orFallback(
        () => this.subscriptions.getMetrics(tenantId),
        [],
        'Subscription metrics failed to load',
      ),
      this.orFallback(() => this.subscriptions.getPlanName(tenantId), undefined, 'Plan name failed to load'),
    ]);
    return { subscription, planName };
  }

  private async orFallback<T, F>(load: () => Promise<T>, fallback: F, message: string): Promise<T | F> {
    try {
      return await load();
    } catch (error) {
      this.logger.error(message, error);
      return fallback;
    }
  }
}
