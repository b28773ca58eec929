import { ContainerModule } from 'inversify';
import { AnswerJoinRequestsUseCase } from './answer-join-requests.use-case';
import { ChangeMembersRoleUseCase } from './change-members-role.use-case';
import { InviteMembersUseCase } from './invite-members.use-case';
import { LoadMembersUseCase } from './load-members.use-case';
import { RemoveMembersUseCase } from './remove-members.use-case';

/** The members page's use cases (services: one instance each). */
export function membersApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadMembersUseCase).toSelf().inSingletonScope();
    options.bind(ChangeMembersRoleUseCase).toSelf().inSingletonScope();
    options.bind(RemoveMembersUseCase).toSelf().inSingletonScope();
    options.bind(AnswerJoinRequestsUseCase).toSelf().inSingletonScope();
    options.bind(InviteMembersUseCase).toSelf().inSingletonScope();
  });
}
