import { AnchorButton, Callout, Card, H1, H2, H3, Section, SectionCard } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { ContentBlock } from '../graphql/content-page-fields';

function Block({ block }: { block: ContentBlock }) {
  if ('heading' in block && block.__typename === 'ContentHeroBlock' && 'ctaHref' in block) {
    return (
      <header className="content-hero">
        <H1>{block.heading}</H1>
        {block.subheading && <p className="content-hero-subheading">{block.subheading}</p>}
        {block.ctaLabel && block.ctaHref && <AnchorButton large intent="primary" href={block.ctaHref} text={block.ctaLabel} />}
      </header>
    );
  }
  if (block.__typename === 'ContentRichTextBlock' && 'paragraphs' in block) {
    return (
      <div className="content-rich-text">
        {block.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  if (block.__typename === 'ContentFeatureListBlock' && 'items' in block && 'heading' in block) {
    return (
      <section className="content-feature-list">
        {block.heading && <H2>{block.heading}</H2>}
        <div className="content-feature-grid">
          {block.items.map((item) => (
            <Card key={item.title}>
              <H3>{item.title}</H3>
              <p>{item.body}</p>
            </Card>
          ))}
        </div>
      </section>
    );
  }
  if (block.__typename === 'ContentFaqBlock' && 'items' in block) {
    return (
      <div className="content-faq">
        {block.items.map((item) => (
          <Section key={item.question} title={item.question} collapsible collapseProps={{ defaultIsOpen: false }} compact>
            <SectionCard>{item.answer}</SectionCard>
          </Section>
        ))}
      </div>
    );
  }
  // Spec: an unknown content block shows an 'Unknown Component' box.
  return (
    <Callout intent="warning" icon="help" data-testid="unknown-component">
      <FormattedMessage id="content.unknownComponent" />
    </Callout>
  );
}

export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
