import type { CommandMethod, LimeCommand } from '../../../src/application/shared/command-channel.port';
import { FakeHostError } from './fake-host.error';
import { LimeReason } from './lime-reason';
import { compilePattern, parseUri, type CompiledPattern } from './uri-pattern';

export interface RouteRequest {
  /** Path parameters, URL-decoded once. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly command: LimeCommand;
  readonly path: string;
}

/** Returns the response resource (undefined for set/delete without a body) or throws FakeHostError. */
export type RouteHandler = (request: RouteRequest) => unknown;

interface Route {
  readonly to: string;
  readonly method: CommandMethod;
  readonly pattern: CompiledPattern;
  readonly handler: RouteHandler;
}

/**
 * Routes keyed by destination address + method + URI pattern. Feature route files
 * register here; a duplicate registration is a programming error and throws at start.
 */
export class FakeRouter {
  private readonly routes: Route[] = [];

  on(to: string, method: CommandMethod, pattern: string, handler: RouteHandler): this {
    const compiled = compilePattern(pattern);
    const address = to.toLowerCase();
    const duplicate = this.routes.some(
      (route) => route.to === address && route.method === method && route.pattern.source === compiled.source,
    );
    if (duplicate) throw new Error(`Fake route registered twice: ${method} ${to} ${compiled.source}`);
    this.routes.push({ to: address, method, pattern: compiled, handler });
    return this;
  }

  get size(): number {
    return this.routes.length;
  }

  /** Unknown path on that address: 'not supported' (62); known path, other method: 63. */
  dispatch(to: string, command: LimeCommand): unknown {
    const { path, query } = parseUri(command.uri);
    const address = to.toLowerCase();
    let pathKnown = false;
    let best: { route: Route; params: Record<string, string> } | undefined;
    for (const route of this.routes) {
      if (route.to !== address) continue;
      const params = route.pattern.match(path);
      if (params === null) continue;
      pathKnown = true;
      if (route.method !== command.method) continue;
      if (best === undefined || route.pattern.specificity > best.route.pattern.specificity) {
        best = { route, params };
      }
    }
    const echo = { id: command.id, method: command.method };
    if (best === undefined) {
      throw pathKnown
        ? new FakeHostError(
            LimeReason.METHOD_NOT_SUPPORTED,
            `Method '${command.method}' not supported on ${path}`,
            echo,
          )
        : new FakeHostError(LimeReason.RESOURCE_NOT_SUPPORTED, `Resource not supported: ${to} ${path}`, echo);
    }
    try {
      return best.route.handler({ params: best.params, query, command, path });
    } catch (error) {
      if (error instanceof FakeHostError) throw new FakeHostError(error.code, error.description, echo);
      throw error;
    }
  }
}
