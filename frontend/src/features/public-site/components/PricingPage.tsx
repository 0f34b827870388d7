import { Tab, Tabs } from '@blueprintjs/core';
import { ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../../lib/usePageTitle';
import type { ContentPageFieldsFragment } from '../../../lib/graphql/generated';
import '../public-site.css';

const TAB_IDS = ['clients', 'tutors'] as const;

/** A block of the page; one of a type this build does not know is passed through to the renderer. */
type PricingBlock = ContentPageFieldsFragment['blocks'][number] | { __typename: string };

interface PricingPageProps {
  /** The pricing page of the content source, loaded by the content feature's page route. */
  page: Pick<ContentPageFieldsFragment, 'title' | 'description'> & { blocks: PricingBlock[] };
  /** Renders content blocks as every content page does (the content feature's renderer, passed by the router). */
  renderBlocks: (blocks: PricingBlock[]) => ReactNode;
}

/**
 * /pricing: the page from the content source, its feature lists as the tabs Clients and Tutors
 * (each tab titled by its list's heading, in the page's language); the other blocks around them.
 */
export function PricingPage({ page, renderBlocks }: PricingPageProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<string>(TAB_IDS[0]);
  usePageTitle(page.title, page.description || undefined);
  const lists = page.blocks.filter((block): block is Extract<PricingBlock, { __typename: 'ContentFeatureListBlock' }> => block.__typename === 'ContentFeatureListBlock');
  const firstList = page.blocks.findIndex((block) => block.__typename === 'ContentFeatureListBlock');
  const before = page.blocks.slice(0, Math.max(0, firstList));
  const after = page.blocks.filter((block, index) => index > firstList && block.__typename !== 'ContentFeatureListBlock');
  return (
    <div className="public-site-page" data-testid="pricing-page">
      {renderBlocks(before)}
      <Tabs id="pricing-tabs" selectedTabId={tab} onChange={(next) => setTab(String(next))} large aria-label={intl.formatMessage({ id: 'publicSite.pricing.tabs' })}>
        {lists.slice(0, TAB_IDS.length).map((list, index) => (
          <Tab
            key={TAB_IDS[index]}
            id={TAB_IDS[index]}
            title={list.heading}
            // The tab names the list, so its heading is not repeated inside.
            panel={<>{renderBlocks([{ ...list, heading: '' }])}</>}
          />
        ))}
      </Tabs>
      {renderBlocks(after)}
    </div>
  );
}
