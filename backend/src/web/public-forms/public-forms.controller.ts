import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, NotFoundException, Post, Req } from '@nestjs/common';
import { Request } from 'express';
import { LeadMessages } from '../../../domain/leads/lead.rules';
import { DomainError } from '../../../domain/shared/domain-error';
import { CaptchaChallenge } from '../../../platform/captcha/captcha.port';
import { logger } from '../../../platform/logging/logger';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { messageIdOfText, TooManyRequestsError } from '../../graphql/graphql-errors';
import { requestIdentity } from '../../modules/accounts/auth/graphql-context';
import { CaptchaVerdict, VerifyCaptchaHandler } from '../../modules/leads/captcha/verify-captcha.handler';
import { CaptchaRejectedError, SubmitSchoolLeadHandler } from '../../modules/leads/commands/submit-school-lead/submit-school-lead.handler';

/** What POST /submit-inquiry answers: an ok status on success (spec section 7); the message and field messages otherwise. */
export interface SubmissionAnswer {
  success: boolean;
  message: string;
  messageId?: string;
  fieldErrors?: Record<string, string>;
  fieldMessageIds?: Record<string, string>;
}

function answerOf(message: string, fieldErrors?: Readonly<Record<string, string>>): SubmissionAnswer {
  const answer: SubmissionAnswer = { success: false, message };
  const messageId = messageIdOfText(message);
  if (messageId) answer.messageId = messageId;
  if (fieldErrors && Object.keys(fieldErrors).length > 0) {
    answer.fieldErrors = { ...fieldErrors };
    answer.fieldMessageIds = Object.fromEntries(Object.entries(fieldErrors).flatMap(([field, text]) => {
      const id = messageIdOfText(text);
      return id ? [[field, id]] : [];
    }));
  }
  return answer;
}

/**
 * The schools form's two plain HTTP calls (spec section 7, non-GraphQL): POST /verify-captcha (JSON
 * `{ response }`, answers `{ success, response }`) and POST /submit-inquiry (form-encoded: the seven
 * fields, the fixed lead-source metadata, `captcha_response`). GET /captcha/challenge serves the
 * embedded captcha's puzzle (404 when a provider's widget is configured).
 */
@Controller()
export class PublicFormsController {
  constructor(
    private readonly captcha: VerifyCaptchaHandler,
    private readonly schoolLeads: SubmitSchoolLeadHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @Get('captcha/challenge')
  challenge(): CaptchaChallenge {
    const challenge = this.captcha.challenge();
    if (!challenge) throw new NotFoundException('This site uses a captcha provider’s widget.');
    return challenge;
  }

  @Post('verify-captcha')
  @HttpCode(200)
  async verifyCaptcha(@Body() body: unknown, @Req() req: Request): Promise<CaptchaVerdict> {
    const response = typeof body === 'object' && body !== null && typeof (body as { response?: unknown }).response === 'string' ? (body as { response: string }).response : '';
    try {
      return await this.captcha.execute(response, req.ip ?? null);
    } catch (error) {
      logger.error({ err: error }, 'captcha verification could not be completed');
      throw new HttpException(answerOf(LeadMessages.captchaError), HttpStatus.BAD_GATEWAY);
    }
  }

  @Post('submit-inquiry')
  @HttpCode(200)
  async submitInquiry(@Body() body: unknown, @Req() req: Request): Promise<SubmissionAnswer> {
    const identity = requestIdentity(req);
    const posted = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    try {
      await this.schoolLeads.execute(posted, identity.ip, this.pipeline.contextOf(identity, null));
      return { success: true, message: LeadMessages.submitted, messageId: messageIdOfText(LeadMessages.submitted) };
    } catch (error) {
      if (error instanceof DomainError) throw new HttpException(answerOf(error.message, error.fieldErrors), HttpStatus.BAD_REQUEST);
      if (error instanceof CaptchaRejectedError) throw new HttpException(answerOf(error.message), HttpStatus.BAD_REQUEST);
      if (error instanceof TooManyRequestsError) throw new HttpException(answerOf(error.message), HttpStatus.TOO_MANY_REQUESTS);
      logger.error({ err: error }, 'a schools form submission failed');
      throw new HttpException(answerOf(LeadMessages.submitError), HttpStatus.INTERNAL_SERVER_ERROR);
    }
  }
}
