// Text and picture agree: every UI label the step beside a figure names, and every label its alt text quotes, is
// readable inside the figure's frame. The harness records the text inside each frame when it renders, so this needs
// neither a Roo Code clone nor OCR. Pure: the test reads the pages and the manifest and hands them over.
import type {ManifestScene, UiManifest} from '../../src/lib/screenshots/manifest';

export type Figure = {
  /** The doc file, relative to the docs folder. */
  file: string;
  /** 1-based line of the element in the file. */
  line: number;
  scene: string;
  /** Labels the page lists on the figure (`labels="A|B"`). */
  labels: string[];
  /** The `:ui[…]` labels of the step right above the figure. */
  stepLabels: string[];
  /**
   * Labels the step names or the alt text quotes that the scene's narrow crop (the phone image) may leave out
   * (`narrowOmits="A|B"`), each still required in the full frame.
   */
  narrowOmits?: string[];
  /** The page's own alt text and caption, when they replace the scene's. */
  alt?: string;
  caption?: string;
};

const ELEMENT = /<Screenshot\b([^>]*?)\/?>/g;
const attribute = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};
const UI_LABEL = /:ui\[((?:\\.|[^\]\\])*)\]/g;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;

/**
 * The step a figure illustrates: the block of Markdown right above it (back to the previous blank line), and of a
 * list only its last item, since a figure placed inside or after a list shows the step just before it. A heading,
 * another figure, or a table's header is not a step.
 */
export function stepAbove(before: string): string {
  const blocks = before.replace(/\s+$/, '').split(/\n[ \t]*\n/);
  const block = blocks[blocks.length - 1] ?? '';
  if (/^\s*(#|<Screenshot\b)/.test(block)) return '';
  const lines = block.split('\n');
  let start = 0;
  lines.forEach((line, index) => {
    if (LIST_ITEM.test(line)) start = index;
  });
  return lines.slice(start).join('\n');
}

export const uiLabels = (markdown: string): string[] =>
  [...markdown.matchAll(UI_LABEL)].map(([, label]) => label.replace(/\\(.)/g, '$1').trim());

const splitList = (list: string): string[] =>
  list
    .split('|')
    .map((label) => label.trim())
    .filter(Boolean);

/** Every figure of a page's source, with the labels its step and the page name. */
export function figuresIn(file: string, source: string): Figure[] {
  return [...source.matchAll(ELEMENT)].map((match) => {
    const attributes = match[1];
    const alt = attribute(attributes, 'alt');
    const caption = attribute(attributes, 'caption');
    const labels = attribute(attributes, 'labels');
    const narrowOmits = attribute(attributes, 'narrowOmits');
    return {
      file,
      line: source.slice(0, match.index).split('\n').length,
      scene: attribute(attributes, 'scene') ?? '',
      labels: labels ? splitList(labels) : [],
      stepLabels: uiLabels(stepAbove(source.slice(0, match.index))),
      ...(narrowOmits === undefined ? {} : {narrowOmits: splitList(narrowOmits)}),
      ...(alt === undefined ? {} : {alt}),
      ...(caption === undefined ? {} : {caption}),
    };
  });
}

/** Phrases an alt text puts in double quotes, straight or curly: the UI labels it claims the picture shows. */
export const quotedIn = (alt: string): string[] =>
  [...alt.matchAll(/"([^"]+)"|“([^”]+)”/g)].map(([, straight, curly]) => (straight ?? curly).trim());

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One line per label a figure's step or alt text names that its frame does not show. */
export function agreementProblems(manifest: UiManifest, figures: Figure[]): string[] {
  const scenes = new Map(manifest.scenes.map((scene) => [scene.id, scene]));
  return figures.flatMap((figure) => {
    const scene = scenes.get(figure.scene);
    if (!scene) return []; // an unknown scene is reported by the usage check
    const shown = [...(scene.text ?? []), ...(scene.controls ?? [])].map(fold).join('\n');
    const where = `${figure.file}:${figure.line} (${figure.scene})`;
    const missing = (label: string) => !shown.includes(fold(label));
    const named = [...new Set([...figure.labels, ...figure.stepLabels])];
    const quoted = [...new Set(quotedIn(figure.alt ?? scene.alt))];
    return [
      ...named.filter(missing).map((label) => `${where}: the step names "${label}", which the picture does not show`),
      ...quoted
        .filter(missing)
        .map((label) => `${where}: the alt text quotes "${label}", which is not inside the frame`),
      ...narrowProblems(scene, figure, {named, quoted}, where),
    ];
  });
}

/**
 * A phone gets the scene's narrow crop instead of the full frame, under the same alt text, so the step's labels and
 * the alt text's quoted phrases must be readable there too (as text, or as the name of an icon control inside the
 * crop), unless the figure names them in `narrowOmits`. An omission that no longer applies (the crop shows the label,
 * neither the step nor the alt text names it, or the scene has no narrow crop) is reported, so the list stays true.
 */
function narrowProblems(
  scene: ManifestScene,
  figure: Figure,
  {named, quoted}: {named: string[]; quoted: string[]},
  where: string,
): string[] {
  const omits = figure.narrowOmits ?? [];
  if (!scene.narrow) {
    return omits.length ? [`${where}: narrowOmits is set, but the scene has no narrow crop`] : [];
  }
  const shown = [...(scene.narrow.text ?? []), ...(scene.narrow.controls ?? [])].map(fold).join('\n');
  const inNarrow = (label: string) => shown.includes(fold(label));
  const lacking = (label: string) => !inNarrow(label) && !omits.includes(label);
  const claimed = new Set([...named, ...quoted]);
  return [
    ...named
      .filter(lacking)
      .map((label) => `${where}: the step names "${label}", which the narrow crop (phones) does not show`),
    ...quoted
      .filter((label) => lacking(label) && !named.includes(label))
      .map((label) => `${where}: the alt text quotes "${label}", which the narrow crop (phones) does not show`),
    ...omits
      .filter((label) => !claimed.has(label) || inNarrow(label))
      .map((label) =>
        claimed.has(label)
          ? `${where}: narrowOmits lists "${label}", which the narrow crop shows`
          : `${where}: narrowOmits lists "${label}", which neither the step nor the alt text names`,
      ),
  ];
}

/** Figures with no visible caption, from the page or the scene. */
export function captionProblems(manifest: UiManifest, figures: Figure[]): string[] {
  const scenes = new Map(manifest.scenes.map((scene) => [scene.id, scene]));
  return figures
    .filter((figure) => scenes.has(figure.scene) && !(figure.caption ?? scenes.get(figure.scene)!.caption)?.trim())
    .map((figure) => `${figure.file}:${figure.line} (${figure.scene}) has no caption`);
}
