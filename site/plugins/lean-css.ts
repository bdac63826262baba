// Drops postcss-preset-env from Docusaurus's CSS loader. Lightning CSS, which Docusaurus Faster already runs on the
// bundled CSS, lowers modern syntax and adds prefixes for the same browserslist targets, so preset-env only
// repeated that work: about 3 s of a cold build here.
import type {Plugin} from '@docusaurus/types';

type PostCssOptions = {plugins: unknown[]};

const isPresetEnv = (plugin: unknown) =>
  JSON.stringify(Array.isArray(plugin) ? plugin[0] : plugin)?.includes('postcss-preset-env') ?? false;

export default function leanCssPlugin(): Plugin {
  return {
    name: 'lean-css',
    configurePostCss(options: PostCssOptions) {
      options.plugins = options.plugins.filter((plugin) => !isPresetEnv(plugin));
      return options;
    },
  };
}
