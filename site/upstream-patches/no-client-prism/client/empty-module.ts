// Stands in for theme-classic's client module that loads Prism and its languages into every page (see
// ./index.ts). Code is highlighted at build time, so the browser needs neither.
export {};
