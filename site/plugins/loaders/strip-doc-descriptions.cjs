// Webpack/Rspack loader for the docs plugin's version metadata (see ../lean-docs-metadata.ts). Anything that is not
// the expected shape passes through untouched, so a future Docusaurus change costs bytes, never a broken page.
module.exports = function stripDocDescriptions(source) {
  let metadata;
  try {
    metadata = JSON.parse(source);
  } catch {
    return source;
  }
  const docs = metadata?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object') delete doc.description;
  }
  return JSON.stringify(metadata);
};
