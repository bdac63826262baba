import type {ReactNode} from 'react';
import SchemaValidator from '@site/src/components/SchemaValidator';

// Written for this page: two modes, one with an edit group limited to Markdown files.
const SAMPLE = `customModes:
  - slug: docs-writer
    name: 📝 Docs Writer
    roleDefinition: You are a technical writer who keeps the project's Markdown docs clear and current.
    whenToUse: Writing or revising documentation pages.
    groups:
      - read
      - - edit
        - fileRegex: \\.mdx?$
          description: Markdown and MDX files only
  - slug: reviewer
    name: 🔍 Reviewer
    roleDefinition: You read changes carefully and point out bugs, risks and missing tests.
    groups:
      - read
      - command
`;

/** Checks a pasted .roomodes file or single mode against the custom modes schema. */
export default function ModesValidator(): ReactNode {
  return (
    <SchemaValidator
      kind="modes"
      label="Your .roomodes file or mode"
      hint="Paste a whole .roomodes file (YAML or JSON, with customModes) or a single mode."
      sample={SAMPLE}
      validText={(count) => (count === 1 ? 'it defines 1 mode.' : `it defines ${count} modes.`)}
    />
  );
}
