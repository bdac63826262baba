// Which text a screenshot shows. The renderer measures blocks in the page; this part is pure and unit-tested.
import {visibleLines} from './manifest.js';
import {clampBox, type Box} from './outline.js';

/**
 * A block of text the page draws: an element the crop selector matched, the webview's root, or a layer the webview
 * portals into <body> (popovers, menus, tooltips), which sits outside the root and so outside its innerText.
 */
export interface TextBlock {
  /** The block's innerText (what is hidden with CSS is already left out). */
  text: string;
  /**
   * Boxes of the block's text nodes. Not the element's own box: the webview's layers are fixed-position, so the root
   * and <body> are zero pixels tall although they draw the whole panel.
   */
  boxes: Box[];
}

/** The visible lines of the blocks that draw text inside the crop, in the order given (the document's). */
export function textInCrop(blocks: TextBlock[], crop: Box): string[] {
  return blocks
    .filter((block) => block.boxes.some((box) => clampBox(box, crop) !== null))
    .flatMap((block) => visibleLines(block.text));
}
