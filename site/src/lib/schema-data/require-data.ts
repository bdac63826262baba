import type {SchemaComponent, SchemaData} from './builders';

/**
 * The rows remark-schema-data computed for a component. Without them the component was used somewhere the plugin
 * does not run (a React page, a plain .md file); failing loudly beats rendering an empty table.
 */
export function requireSchemaData<Name extends SchemaComponent>(
  component: Name,
  data: SchemaData<Name> | undefined,
  detail?: string,
): SchemaData<Name> {
  if (data === undefined) {
    const what = detail ? `${component} (${detail})` : component;
    throw new Error(
      `${what} has no data: use it in an .mdx doc page, where remark-schema-data fills it in at build time.`,
    );
  }
  return data;
}
