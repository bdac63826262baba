import {Fragment, type ReactNode} from 'react';
import {wrapPoints} from '@site/src/lib/wrap-points';

/**
 * An identifier that may wrap at its camel-case humps, dots and underscores (<wbr>), never inside a word: long setting
 * keys in narrow table columns, snake_case tool names in page titles.
 */
export default function WrappableName({name}: {name: string}): ReactNode {
  return wrapPoints(name).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
