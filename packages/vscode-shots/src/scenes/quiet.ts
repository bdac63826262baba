// Editor settings for flows whose figures show code: they remove what changes from one run to the next, or between
// the two themes' pictures taken moments apart, and nothing a step talks about.
export const QUIET_EDITOR: Record<string, unknown> = {
  // The breadcrumbs fill in the file's symbols once the language server is ready, and semantic colours arrive then.
  'breadcrumbs.enabled': false,
  'editor.semanticHighlighting.enabled': false,
  // The word under the cursor is boxed while it is highlighted, and the cursor blinks.
  'editor.occurrencesHighlight': 'off',
  'editor.cursorBlinking': 'solid',
  // The minimap only repeats the code, in the room the code needs.
  'editor.minimap.enabled': false,
};

export const TERMINAL: Record<string, unknown> = {
  // The terminal draws its text into a WebGL canvas by default, which the headless browser's pictures showed empty;
  // the DOM renderer draws the same text as elements, which the picture shows and the text walk reads.
  'terminal.integrated.gpuAcceleration': 'off',
};
