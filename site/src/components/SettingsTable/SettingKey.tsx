import {Fragment, type ReactNode} from 'react';
import {camelHumps} from '@site/src/lib/camel-humps';

/** A setting key in code type that may wrap at its camel-case humps (<wbr>), never inside a word. */
export default function SettingKey({name}: {name: string}): ReactNode {
  return (
    <code>
      {camelHumps(name).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}
