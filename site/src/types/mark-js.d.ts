// mark.js ships no types; only its constructor and the two methods the search highlight uses are declared.
declare module 'mark.js' {
  export default class Mark {
    constructor(root: Element);
    mark(keywords: string | string[], options?: Record<string, unknown>): void;
    unmark(options?: Record<string, unknown>): void;
  }
}
