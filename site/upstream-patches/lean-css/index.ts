// Drops postcss-preset-env from Docusaurus's CSS loader. Lightning CSS, which Docusaurus Faster already runs on the
// bundled CSS, lowers modern syntax and adds prefixes for the same browserslist targets, so preset-env only
// repeated that work: about 3 s of a cold build here.
//
// It also tells postcss-loader not to look for a PostCSS config file: the site has none, and the search (every
// config file name in every folder up from each stylesheet) cost about a second of a cold build.
import type {Plugin} from '@docusaurus/types';
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {package: '@docusaurus/bundler', version: '3.10.2', files: ['lib/loaders/styleLoader.js']},
];

type PostCssOptions = {plugins: unknown[]; config?: boolean};

const isPresetEnv = (plugin: unknown) =>
  JSON.stringify(Array.isArray(plugin) ? plugin[0] : plugin)?.includes('postcss-preset-env') ?? false;

export default function leanCssPlugin(): Plugin {
  return {
    name: 'lean-css',
    configurePostCss(options: PostCssOptions) {
      const plugins = options.plugins.filter((plugin) => !isPresetEnv(plugin));
      // Every PostCSS loader Docusaurus configures lists preset-env; one without it means the loaders changed.
      if (plugins.length === options.plugins.length) {
        throw new Error(
          'Upstream patch "lean-css": a PostCSS loader without postcss-preset-env; ' +
            'see site/upstream-patches/lean-css/README.md.',
        );
      }
      options.plugins = plugins;
      options.config = false;
      return options;
    },
  };
}
