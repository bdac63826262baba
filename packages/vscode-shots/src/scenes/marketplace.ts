// The installing page's Marketplace steps: a search for Roo Code in the Extensions view, then Roo Code's details
// page with the identifier and Install. Roo Code is not installed in this flow, and the view's gallery is a local one
// that lists the tag's VSIX (src/gallery.ts): the listing says what the package says, with no install count, rating
// or release date.
import {bench, type Flow} from '../scene.js';

// The search box is a small editor; a click puts the cursor in it, and the keys typed on it go there.
const searchBox = bench('.part.sidebar .extensions-search-container .monaco-editor');
const viewTitle = bench('.part.sidebar > .composite.title');
const result = bench('.part.sidebar .extension-list-item', 'Roo Code');
const moreInfo = (name: string) => bench('.extension-editor .more-info-entry', name);

export const marketplace: Flow = {
  id: 'marketplace',
  folder: 'my-project',
  files: {'README.md': '# my-project\n'},
  configured: false,
  fromGallery: true,
  script: [],
  // Wide enough that the details page's table holds the identifier (at 1100 px it ran past the table's edge).
  window: {width: 1280, height: 720},
  sidebarWidth: 400,
  scenes: [
    {
      id: 'vscode-extensions-search',
      alt:
        'VS Code\'s Extensions view, titled "Extensions: Marketplace", with "Roo Code" typed into its search box and ' +
        "Roo Code's entry below it: its icon, its name, its description, the publisher RooVeterinaryInc and an " +
        '"Install" button.',
      caption: 'The Extensions view’s search for Roo Code, with Roo Code’s entry and its Install button.',
      steps: [
        {click: bench('.activitybar [aria-label^="Extensions"]')},
        {click: searchBox},
        {type: searchBox, text: 'Roo Code'},
        {waitFor: result},
        // The icon comes in after the row.
        {waitFor: bench('.part.sidebar .extension-list-item img.icon[src*="Icons.Default"]')},
        {wait: 2000},
      ],
      // The title, the box and the one result; not the empty view below them.
      frame: [viewTitle, bench('.part.sidebar .extensions-search-container'), result],
      expect: ['Extensions: Marketplace', 'Roo Code', 'RooVeterinaryInc', 'Install'],
    },
    {
      id: 'vscode-extension-details',
      alt:
        'Roo Code\'s details page in the VS Code editor: the icon, the name "Roo Code", the publisher ' +
        'RooVeterinaryInc, the description and an "Install" button, then the Details tab with the start of the ' +
        'README and, on the right, a table whose first rows give the identifier rooveterinaryinc.roo-cline and the ' +
        'version 3.28.10.',
      caption:
        'Roo Code’s details page: Install at the top, and the identifier, in lower case, in the table on the right.',
      steps: [
        {click: result},
        {waitFor: bench('.extension-editor > .header .name', 'Roo Code')},
        // Room for the page: with the side bar open the table's labels are cut short ("Identi…").
        {command: 'View: Close Primary Side Bar'},
        {waitFor: moreInfo('Identifier')},
        {wait: 2000},
        // The README opens on a row of badge images, which cannot load offline: the page is scrolled past them.
        {scroll: bench('.extension-editor .readme-container'), by: 85},
      ],
      // The Marketplace shows the extension's rating here; this gallery has none to give, and VS Code would draw
      // five empty stars. Hidden, their room kept (the bar after the publisher's name, which separates them, stays).
      // Below the Version row the table gives the dates of first and last release, which the gallery has none of
      // either (VS Code writes "Invalid Date"): hidden too, so that the frame's padding shows no slice of them.
      hide: [bench('.extension-editor > .header .extension-ratings'), moreInfo('Published'), moreInfo('Last Released')],
      // From the icon, not the header, whose top edge is the tab strip's border; down to the table's Version row; as
      // wide as the page's tab bar, since the identifier's text runs past the table's edge.
      frame: [
        bench('.extension-editor > .header .icon-container'),
        bench('.extension-editor > .body > .navbar'),
        moreInfo('Version'),
      ],
      padding: 8,
      expect: ['Roo Code', 'Install', 'Identifier', 'rooveterinaryinc.roo-cline', 'Version', '3.28.10'],
      // On a phone: the name and the Install button.
      narrow: {
        frame: [bench('.extension-editor > .header .icon-container'), bench('.extension-editor > .header .details')],
        padding: 4,
        expect: ['Roo Code', 'Install'],
      },
    },
  ],
};
