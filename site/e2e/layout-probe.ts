// Runs inside the page (page.evaluate serialises it, so it must not reach anything outside its own body): measures
// what a reader sees at the current width and colour mode and returns one line per problem.

export type LayoutProblems = {
  /** Words whose letters land on two lines inside a table, caption or heading. */
  brokenWords: string[];
  /** Elements that reach past the screen's edges without a scroll container around them. */
  overflowing: string[];
  /** Pairs of navbar controls drawn on top of each other. */
  overlappingControls: string[];
  /** Visible text that is transparent or too faint on the background behind it. */
  lowContrast: string[];
  /** Links inside running text told apart from it by colour alone, and too weakly (under 3:1 against the text). */
  indistinctLinks: string[];
  /** Lists laid out as a grid or a row whose items have uneven margins, so items of one row do not line up. */
  unevenItems: string[];
};

export function probeLayout(): LayoutProblems {
  const viewportWidth = document.documentElement.clientWidth;
  // Nothing changes the page while a pass measures it, so each element's answers are worked out once per pass: the
  // text, link and overflow checks ask about the same ancestors thousands of times on a long page.
  const memo = <T>(work: (element: Element) => T) => {
    const answers = new Map<Element, T>();
    return (element: Element): T => {
      if (!answers.has(element)) answers.set(element, work(element));
      return answers.get(element)!;
    };
  };
  const styleOf = memo((element) => getComputedStyle(element));

  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 3; node = node.parentElement) {
      const id = node.id ? `#${node.id}` : '';
      const classes = Array.from(node.classList)
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
    }
    return parts.join(' > ');
  };

  const visible = (element: Element) =>
    element.checkVisibility({opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true});

  /** Parts of an element that a clip or a 1-px box hides on purpose (skip links, screen-reader text). */
  const screenReaderOnly: (element: Element) => boolean = memo((element) => {
    const style = styleOf(element);
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    const rect = element.getBoundingClientRect();
    if (style.position === 'absolute' && rect.width <= 1 && rect.height <= 1) return true;
    return element.parentElement ? screenReaderOnly(element.parentElement) : false;
  });

  /**
   * Whether the ancestors that hide their overflow (not those that scroll: a reader reaches what they hold) cut away
   * all of the element, as a truncated title in a collapsed box.
   */
  const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
  type Box = {left: number; right: number; top: number; bottom: number};
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    right: Math.min(a.right, b.right),
    top: Math.max(a.top, b.top),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
  const everywhere: Box = {left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity};
  /** What the element and its ancestors up to the body leave visible of anything inside it. */
  const clipBox: (element: Element | null) => Box = (element) =>
    !element || element === document.body ? everywhere : ownClipBox(element);
  const ownClipBox = memo((element): Box => {
    const outer = clipBox(element.parentElement);
    const style = styleOf(element);
    return hides(style.overflowX) || hides(style.overflowY) ? intersect(element.getBoundingClientRect(), outer) : outer;
  });
  const clippedAway = (element: Element) => {
    const rect = element.getBoundingClientRect();
    // Emptied at any step stays empty: the intersection only shrinks on the way up.
    return empty(intersect(rect, clipBox(element.parentElement)));
  };

  /** How many lines a range's text lies on. */
  const linesOf = (range: Range) => {
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
    const tops: number[] = [];
    for (const rect of rects) {
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    return tops.length;
  };

  // ---- Words broken across lines: one Range per word, more than one line box means the word was split. ----
  const brokenWords: string[] = [];
  const measured = document.querySelectorAll('table, h1, h2, h3, h4, h5, h6');
  const seen = new Set<Node>();
  for (const container of Array.from(measured)) {
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
      if (seen.has(text)) continue;
      seen.add(text);
      const parent = text.parentElement;
      if (!parent || !visible(parent)) continue;
      // A text on one line holds no word split over two.
      const whole = document.createRange();
      whole.selectNodeContents(text);
      if (linesOf(whole) < 2) continue;
      const content = text.data;
      for (const match of content.matchAll(/\S+/g)) {
        const word = match[0];
        if (/[-.\u2010-\u2014]/.test(word) || word.length < 2) continue;
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + word.length);
        if (linesOf(range) < 2) continue;
        // Where the line changes: between two letters or digits is a split word; after punctuation (a comma in
        // JSON, a slash in a path) it is a break the browser may take.
        const prefix = document.createRange();
        prefix.setStart(text, match.index);
        let lines = 1;
        for (let i = 1; i < word.length; i++) {
          prefix.setEnd(text, match.index + i + 1);
          const now = linesOf(prefix);
          if (now === lines) continue;
          lines = now;
          if (/^[\p{L}\p{N}]{2}$/u.test(word.slice(i - 1, i + 1))) {
            brokenWords.push(`"${word}" (split after "${word.slice(0, i)}") in ${describe(parent)}`);
            break;
          }
        }
      }
    }
  }

  // ---- Elements past the screen's edge, unless an ancestor scrolls or clips them. ----
  const overflowing: string[] = [];
  const scrollsOrClips = (element: Element) => {
    if (element === document.documentElement || element === document.body) return false;
    const overflowX = styleOf(element).overflowX;
    return overflowX !== 'visible';
  };
  /** Whether this element, or an ancestor below the nearest fixed one, scrolls or clips what it holds. */
  const scrollerFrom: (element: Element) => boolean = memo((element) => {
    if (scrollsOrClips(element)) return true;
    if (styleOf(element).position === 'fixed') return false;
    return element.parentElement ? scrollerFrom(element.parentElement) : false;
  });
  const contained = (element: Element) => (element.parentElement ? scrollerFrom(element.parentElement) : false);
  const pastEdge = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && (rect.right > viewportWidth + 1 || rect.left < -1);
  };
  const parkedOffScreen = (element: Element) => {
    // A fixed element wholly outside the screen (the skip link before it is focused) widens nothing.
    const rect = element.getBoundingClientRect();
    return styleOf(element).position === 'fixed' && (rect.left >= viewportWidth || rect.right <= 0);
  };
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (
      !pastEdge(element) ||
      parkedOffScreen(element) ||
      !visible(element) ||
      screenReaderOnly(element) ||
      contained(element)
    )
      continue;
    // Report the outermost element only: its children go wherever it goes.
    if (element.parentElement && pastEdge(element.parentElement) && !contained(element.parentElement)) continue;
    const rect = element.getBoundingClientRect();
    overflowing.push(
      `${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${viewportWidth}`,
    );
  }

  // ---- Navbar controls drawn over one another. ----
  const overlappingControls: string[] = [];
  const navbar = document.querySelector('.navbar');
  if (navbar) {
    const controls = Array.from(
      navbar.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [tabindex="0"]'),
    ).filter(
      (element) =>
        visible(element) &&
        !screenReaderOnly(element) &&
        !element.closest('.navbar-sidebar') &&
        element.getBoundingClientRect().width > 0,
    );
    // A control inside another (an input inside a labelled wrapper) is one control.
    const outermost = controls.filter(
      (element) => !controls.some((other) => other !== element && other.contains(element)),
    );
    for (let i = 0; i < outermost.length; i++) {
      for (let j = i + 1; j < outermost.length; j++) {
        const a = outermost[i].getBoundingClientRect();
        const b = outermost[j].getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 1 && height > 1) {
          overlappingControls.push(`${describe(outermost[i])} overlaps ${describe(outermost[j])}`);
        }
      }
    }
  }

  // ---- Lists laid out as cards or a row: every item with the same margins. Infima spaces a list's items with
  // `li + li { margin-top }`, which in a grid lifts the first card above the others of its row. ----
  const unevenItems: string[] = [];
  for (const list of Array.from(document.querySelectorAll('ul, ol'))) {
    const style = styleOf(list);
    const inRows =
      style.display.includes('grid') || (style.display.includes('flex') && !style.flexDirection.startsWith('column'));
    if (!inRows || !visible(list)) continue;
    const items = Array.from(list.children).filter((item) => item.tagName === 'LI' && visible(item));
    const margins = new Set(items.map((item) => `${styleOf(item).marginTop} ${styleOf(item).marginBottom}`));
    if (margins.size > 1)
      unevenItems.push(`${describe(list)}: ${items.length} items with margins (top bottom) ${[...margins].join(', ')}`);
  }

  // ---- Text colour against the first opaque background behind it. ----
  type Rgba = [number, number, number, number];
  const canvas = document.createElement('canvas').getContext('2d')!;
  const parseColour = (value: string): Rgba => {
    const match = /^rgba?\(([^)]+)\)$/.exec(value);
    if (match) {
      const [r, g, b, a = '1'] = match[1].split(/[\s,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    }
    // Other notations (color(srgb …), oklch …): let the canvas resolve them to sRGB.
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = value;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3];
    return [0, 1, 2].map((i) => top[i] * alpha + bottom[i] * (1 - alpha)).concat(1) as Rgba;
  };
  const backgroundCache = new Map<Element, Rgba>();
  const backgroundOf = (element: Element): Rgba => {
    const cached = backgroundCache.get(element);
    if (cached) return cached;
    const own = parseColour(styleOf(element).backgroundColor);
    let result: Rgba;
    if (own[3] >= 1) result = own;
    else {
      // The canvas behind the page is white unless the root paints something else.
      const below: Rgba = element.parentElement ? backgroundOf(element.parentElement) : [255, 255, 255, 1];
      result = own[3] > 0 ? over(own, below) : below;
    }
    backgroundCache.set(element, result);
    return result;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };

  const lowContrast: string[] = [];
  const checked = new Set<Element>();
  const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = textWalker.nextNode(); text; text = textWalker.nextNode()) {
    const element = text.parentElement;
    if (!element || checked.has(element) || !text.textContent?.trim()) continue;
    checked.add(element);
    if (element.closest('script, style, noscript, template, svg, canvas')) continue;
    if (!visible(element) || screenReaderOnly(element) || clippedAway(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    if (!Array.from(range.getClientRects()).some((rect) => rect.width > 0 && rect.height > 0)) continue;
    const style = styleOf(element);
    const colour = parseColour(style.color);
    const sample = text.textContent.trim().slice(0, 30);
    if (colour[3] === 0) {
      lowContrast.push(`"${sample}" in ${describe(element)} is transparent`);
      continue;
    }
    const background = backgroundOf(element);
    const ratio = contrast(over(colour, background), background);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) {
      lowContrast.push(
        `"${sample}" in ${describe(element)} has ${ratio.toFixed(2)}:1 (${style.color} on rgb(${background.slice(0, 3).map(Math.round).join(', ')}))`,
      );
    }
  }

  // ---- Links in running text: an underline (or a border) marks them, or their colour differs from the text's by
  // 3:1, as axe's link-in-text-block asks; checked in every pass, so in both colour modes. ----
  const indistinctLinks: string[] = [];
  /** The block's own words around its links (nested lists are blocks of their own). */
  const textAround = memo((block) => {
    const copy = block.cloneNode(true) as Element;
    copy.querySelectorAll('a, ul, ol').forEach((node) => node.remove());
    return /[\p{L}\p{N}]/u.test(copy.textContent ?? '');
  });
  for (const link of Array.from(document.querySelectorAll('p a[href], li a[href], td a[href]'))) {
    const block = link.parentElement?.closest('p, li, td');
    if (!block || !visible(link) || screenReaderOnly(link) || !textAround(block)) continue;
    const linkText = link.textContent?.trim() ?? '';
    const style = styleOf(link);
    const marked =
      style.textDecorationLine.includes('underline') ||
      (parseFloat(style.borderBottomWidth) > 0 && style.borderBottomStyle !== 'none') ||
      Array.from(link.querySelectorAll('*')).some((child) => styleOf(child).textDecorationLine.includes('underline'));
    if (marked) continue;
    const background = backgroundOf(block);
    const ratio = contrast(
      over(parseColour(style.color), background),
      over(parseColour(styleOf(link.parentElement!).color), background),
    );
    if (ratio < 3) {
      indistinctLinks.push(
        `"${linkText.slice(0, 30)}" in ${describe(block)} differs from its text by ${ratio.toFixed(2)}:1 and is not underlined`,
      );
    }
  }

  return {brokenWords, overflowing, overlappingControls, lowContrast, indistinctLinks, unevenItems};
}
