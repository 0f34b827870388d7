import { Module } from '@nestjs/common';
import { LeadsModule } from '../../modules/leads/leads.module';
import { PublicFormsController } from './public-forms.controller';

/** The public site's plain HTTP endpoints: the schools form's captcha check and submission. */
@Module({ imports: [LeadsModule], controllers: [PublicFormsController] })
export class PublicFormsModule {}
