import { DomainCommand } from '../shared/decider';
import { InquiryForm } from './inquiry.rules';

export type SubmitInquiry = DomainCommand<'SubmitInquiry', { inquiryId: string; form: InquiryForm }>;
export type ResolveInquiry = DomainCommand<'ResolveInquiry', { inquiryId: string }>;

export type InquiryCommand = SubmitInquiry | ResolveInquiry;
