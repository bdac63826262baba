// Puts every Markdown table in the scrolling block the table components use (css/custom.css, "Tables"): a table too
// wide for the column scrolls there, with a hint and its first column kept in view, instead of splitting words; on a
// column too narrow for it, its columns get room to read (`table-markdown`: the components size their own columns).
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    // Focusable so a keyboard can scroll it (axe: scrollable-region-focusable); a group, since a page holds several.
    <div className="table-scroll table-markdown" role="group" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {...MDXComponents, table: Table};
