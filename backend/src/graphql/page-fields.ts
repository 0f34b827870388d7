import { Field, Int, ObjectType } from '@nestjs/graphql';
import { isLastPage, PageWindow } from '../../domain/shared/paging';

/** What every page of a paged admin list says about the list beside its items. */
@ObjectType({ isAbstract: true })
export abstract class PageFields {
  @Field(() => Int, { description: 'Items matching, over all pages.' }) total!: number;
  @Field(() => Int, { description: 'From 1.' }) pageNumber!: number;
  @Field(() => Boolean, { description: 'No page after this one.' }) exhausted!: boolean;
}

/** The page fields of a window out of `total` items. */
export function pageFieldsOf(window: PageWindow, total: number): PageFields {
  return { total, pageNumber: window.pageNumber, exhausted: isLastPage(window, total) };
}
