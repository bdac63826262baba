import type {ReactNode} from 'react';
import SchemaValidator from '@site/src/components/SchemaValidator';

// Written for this page: one mode item whose content is a mode definition.
const SAMPLE = `id: sql-tutor
type: mode
name: SQL Tutor
description: Explains queries step by step and suggests indexes.
author: Example Author
authorUrl: https://example.com/authors/example
tags:
  - sql
  - databases
content: |
  slug: sql-tutor
  name: SQL Tutor
  roleDefinition: You teach SQL by explaining each clause of a query.
  groups:
    - read
`;

/** Checks pasted marketplace items (a single item or a list) against the marketplace item schema. */
export default function MarketplaceValidator(): ReactNode {
  return (
    <SchemaValidator
      kind="marketplace"
      label="Your marketplace item"
      hint="Paste one item or a list of items, in YAML or JSON, each with a type of mode or mcp."
      sample={SAMPLE}
      validText={(count) => (count === 1 ? '1 item.' : `${count} items.`)}
    />
  );
}
