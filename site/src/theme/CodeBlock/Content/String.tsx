// Wraps Docusaurus's string code block only to hand the tokens the remark plugin computed to our Content.
import type {ReactNode} from 'react';
import StringContent from '@theme-original/CodeBlock/Content/String';
import type {Props as StringProps} from '@theme/CodeBlock/Content/String';
import {CodeTokensProvider} from './tokens-context';

type Props = StringProps & {readonly tokens?: string};

export default function StringContentWrapper({tokens, ...props}: Props): ReactNode {
  return (
    <CodeTokensProvider value={tokens}>
      <StringContent {...props} />
    </CodeTokensProvider>
  );
}
