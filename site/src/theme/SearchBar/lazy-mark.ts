// Stands in for mark.js in the search plugin. The plugin builds a Mark on every page view only to clear old marks,
// yet there is something to mark only on a page opened from a search result (`?_highlight=…`). This loads the real
// mark.js (about 9 KB compressed) the first time there is, so no other page view downloads it.
type MarkOptions = Record<string, unknown>;
type Marker = {mark(keywords: string | string[], options?: MarkOptions): void; unmark(options?: MarkOptions): void};
type MarkConstructor = new (root: Element) => Marker;

let RealMark: MarkConstructor | undefined;
let loading: Promise<MarkConstructor> | undefined;
// Each unmark starts a new page state; a mark whose library arrives after a newer state must not apply.
let state = 0;

function loadMark(): Promise<MarkConstructor> {
  loading ??= import('mark.js').then((module: {default: MarkConstructor}) => {
    RealMark = module.default;
    return RealMark;
  });
  return loading;
}

export default class LazyMark implements Marker {
  constructor(private readonly root: Element) {}

  unmark(options?: MarkOptions): void {
    state += 1;
    if (RealMark) new RealMark(this.root).unmark(options);
  }

  mark(keywords: string | string[], options?: MarkOptions): void {
    const requested = state;
    loadMark().then(
      (Mark) => {
        if (requested !== state || !this.root.isConnected) return;
        new Mark(this.root).mark(keywords, options);
      },
      // Highlighting is a nicety: without it the page is still the right page.
      () => undefined,
    );
  }
}
