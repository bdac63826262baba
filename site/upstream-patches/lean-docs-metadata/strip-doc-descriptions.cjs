// Webpack/Rspack loader for the docs plugin's version metadata (see ./index.ts). A file of another shape means
// Docusaurus changed it: the build stops, naming the patch, rather than ship the descriptions again unnoticed.
const fail = (why) => {
  throw new Error(
    `Upstream patch "lean-docs-metadata": ${why}; see site/upstream-patches/lean-docs-metadata/README.md.`,
  );
};

module.exports = function stripDocDescriptions(source) {
  let metadata;
  try {
    metadata = JSON.parse(source);
  } catch {
    fail('the version metadata is not JSON');
  }
  const docs = metadata?.version?.docs;
  if (!docs || typeof docs !== 'object') fail('the version metadata has no version.docs');
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object') delete doc.description;
  }
  return JSON.stringify(metadata);
};
