// Swizzled (wrapped logic, same markup): theme-classic keys the code block on useIsBrowser, so every block on a page
// is thrown away and mounted again right after hydration. That exists to swap in the client's Prism theme colours;
// our blocks are highlighted at build time and coloured by CSS variables (see CodeBlock/Content), so the second
// mount only cost time on every page with code.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-string children can be copied; anything holding React elements is rendered as it is. */
function stringifiedIfPlain(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = stringifiedIfPlain(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
