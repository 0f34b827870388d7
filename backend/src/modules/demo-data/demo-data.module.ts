import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { DemoDataLoader } from './demo-data.loader';

/** The demo set loaded into an empty event log at start (DEMO_DATA). */
@Module({ imports: [CatalogModule], providers: [DemoDataLoader] })
export class DemoDataModule {}
