// Wraps the doc content only to put the "Copy page" button above it; the home page, a landing page, has none.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {permalink} = useDoc().metadata;
  if (permalink === '/') return <Content {...props} />;
  return (
    <>
      <div className={styles.actions}>
        <CopyPageButton permalink={permalink} />
      </div>
      <Content {...props} />
    </>
  );
}
