import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { USER_REPORT_REASONS, UserReportReason } from '../../../domain/reports/report.rules';
import { ReportKind } from '../../../projections/reports/reports.projection';
import { PageFields } from '../../graphql/page-fields';

export const UserReportReasonEnum = Object.fromEntries(USER_REPORT_REASONS.map((reason) => [reason, reason])) as { [R in UserReportReason]: R };
registerEnumType(UserReportReasonEnum, { name: 'UserReportReason', description: 'Why a user reports another.' });

const REPORT_KINDS: readonly ReportKind[] = ['USER', 'LESSON_ISSUE'];
export const ReportKindEnum = Object.fromEntries(REPORT_KINDS.map((kind) => [kind, kind])) as { [K in ReportKind]: K };
registerEnumType(ReportKindEnum, { name: 'ReportKind', description: 'USER (reportUserV2) or LESSON_ISSUE (reportOnlineLessonIssue, adminReportOnlineLessonIssue).' });

@InputType('ReportUserInput')
export class ReportUserInput {
  @Field(() => ID) reportedUserId!: string;
  @Field(() => UserReportReasonEnum) reason!: UserReportReason;
  @Field({ description: 'What happened, in the reporter’s words (at most 2,000 characters).' }) details!: string;
}

@ObjectType('ReportPerson', { description: 'Someone named in a report.' })
export class ReportPersonModel {
  @Field(() => ID) id!: string;
  @Field({ description: '“deleted user” once the user is deleted.' }) name!: string;
}

@ObjectType('ReportContextMessage', { description: 'A message of the conversation between reporter and reported user.' })
export class ReportContextMessageModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) fromUserId!: string;
  @Field() body!: string;
  @Field() sentAt!: string;
}

@ObjectType('Report', { description: 'An entry of the admins’ reports queue.' })
export class ReportModel {
  @Field(() => ID) id!: string;
  @Field(() => ReportKindEnum) kind!: ReportKind;
  @Field(() => ReportPersonModel) reporter!: ReportPersonModel;
  @Field(() => ReportPersonModel, { nullable: true, description: 'The reported user (user reports).' }) reportedUser!: ReportPersonModel | null;
  @Field(() => ID, { nullable: true, description: 'The session (lesson issues).' }) sessionId!: string | null;
  @Field(() => UserReportReasonEnum, { nullable: true }) reason!: UserReportReason | null;
  @Field() details!: string;
  @Field() reportedAt!: string;
  @Field(() => ID, { nullable: true, description: 'The conversation between reporter and reported user, when there is one.' }) conversationId!: string | null;
  @Field(() => [ReportContextMessageModel], { description: 'Its last few messages, oldest first.' }) conversationContext!: ReportContextMessageModel[];
  @Field(() => String, { nullable: true }) resolvedAt!: string | null;
  @Field(() => ID, { nullable: true, description: 'The admin who resolved it.' }) resolvedBy!: string | null;
  @Field(() => String, { nullable: true }) resolutionNote!: string | null;
}

@ObjectType('AdminReportsPage', { description: 'One page of the reports queue, newest first, 10 a page.' })
export class AdminReportsPageModel extends PageFields {
  @Field(() => [ReportModel]) reports!: ReportModel[];
}
