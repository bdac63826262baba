// The theme dumps ship as plain JavaScript; parseDump checks their shape at run time.
declare module '@vscode-elements/webview-playground/dist/themes/*.js' {
  export const theme: unknown;
}
