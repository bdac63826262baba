import type {StaticPropsComponent, StaticData} from './data';

/**
 * The rows remark-static-props computed for a component. Without them the component was used somewhere the plugin
 * does not run (a React page, a plain .md file); failing loudly beats rendering an empty table.
 */
export function requireStaticProps<Name extends StaticPropsComponent>(
  component: Name,
  data: StaticData<Name> | undefined,
  detail?: string,
): StaticData<Name> {
  if (data === undefined) {
    const what = detail ? `${component} (${detail})` : component;
    throw new Error(
      `${what} has no data: use it in an .mdx doc page, where remark-static-props fills it in at build time.`,
    );
  }
  return data;
}
