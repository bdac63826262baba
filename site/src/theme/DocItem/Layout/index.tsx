// Wraps the doc page layout only to put the Roo Code for teams banner above every page's content.
import type {ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import PromoBanner from '@site/src/components/PromoBanner';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <>
      <PromoBanner />
      <Layout {...props} />
    </>
  );
}
