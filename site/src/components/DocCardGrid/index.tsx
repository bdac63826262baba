import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {StaticData} from '@site/src/lib/static-props/data';
import {requireStaticProps} from '@site/src/lib/static-props/require-static-props';
import LinkCards from '@site/src/components/LinkCards';

type Props = {
  folder: string;
  /** Headings for sub-folders, e.g. {mcp: 'Model Context Protocol'}; unnamed ones use the folder name. */
  groupTitles?: Record<string, string>;
  /** Filled in at build time by remark-static-props from the docs' front matter. */
  data?: StaticData<'DocCardGrid'>;
};

export default function DocCardGrid({folder, groupTitles = {}, data}: Props): ReactNode {
  const groups = requireStaticProps('DocCardGrid', data, folder);
  return (
    <>
      {groups.map((group) => (
        <section key={group.folder} aria-label={group.folder ? undefined : 'Pages'}>
          {group.folder && <Heading as="h2">{groupTitles[group.folder] ?? group.folder}</Heading>}
          <LinkCards cards={group.cards} />
        </section>
      ))}
    </>
  );
}
