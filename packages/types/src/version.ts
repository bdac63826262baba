/** The Roo Code release these docs describe: every page, table and figure is checked against this tag. */
export const documentedVersion = '3.28.10';
