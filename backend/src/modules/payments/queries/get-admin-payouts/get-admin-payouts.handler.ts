import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { findPayouts, PayoutDocument } from '../../../../../projections/payouts/payouts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

const STATUSES = ['processing', 'error', 'partial', 'manual', 'stripeConnect'];

/** getAdminPayouts: payouts started in a month, newest first, narrowed by status. */
@Injectable()
export class GetAdminPayoutsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { month: number; year: number; status: string | null }): Promise<PayoutDocument[]> {
    const { month, year, status } = input;
    if (!Number.isInteger(month) || month < 1 || month > 12) throw DomainError.fromFieldErrors({ month: 'The month is a number from 1 to 12.' });
    if (status && !STATUSES.includes(status)) throw DomainError.fromFieldErrors({ status: `The status is one of ${STATUSES.join(', ')}.` });
    return findPayouts(this.readModels, { month: `${year}-${String(month).padStart(2, '0')}`, status });
  }
}
