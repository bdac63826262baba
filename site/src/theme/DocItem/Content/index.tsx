// Wraps the doc content to put the "Copy page" button above it (the home page, a landing page, has none), and to let
// a snake_case title (a tool's name, such as list_code_definition_names) wrap after its underscores on narrow
// screens instead of splitting a word inside its letters.
import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import CopyPageButton from '@site/src/components/CopyPageButton';
import PageMenu from '@site/src/components/PageMenu';
import {markdownPathFor} from '@site/src/lib/llms/markdown-path';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The theme's page body with its generated title, except that the title may break after each underscore. */
function ContentWithWrappableTitle({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      <header>
        <Heading as="h1">
          {title.split(/(?<=_)/).map((part, index) => (
            <Fragment key={index}>
              {index > 0 && <wbr />}
              {part}
            </Fragment>
          ))}
        </Heading>
      </header>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}

/** Tells agents that fetch the HTML where the page's Markdown twin is (the build writes one for every doc page). */
function MarkdownAlternate({permalink}: {permalink: string}): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownPathFor(permalink)} />
    </Head>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const {permalink, title} = metadata;
  if (permalink === '/') {
    return (
      <>
        <MarkdownAlternate permalink={permalink} />
        <Content {...props} />
      </>
    );
  }
  // The theme writes the title itself only when the page has no # heading of its own and does not hide it.
  const generatedTitle = !frontMatter.hide_title && contentTitle === undefined;
  return (
    <>
      <MarkdownAlternate permalink={permalink} />
      <div className={styles.actions}>
        <CopyPageButton permalink={permalink} />
        <PageMenu permalink={permalink} />
      </div>
      {generatedTitle && title.includes('_') ? (
        <ContentWithWrappableTitle title={title}>{props.children}</ContentWithWrappableTitle>
      ) : (
        <Content {...props} />
      )}
    </>
  );
}
