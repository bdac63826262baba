// An allowlist rather than a list of what is forbidden: a Node-only package nobody thought of (or a new build-side
// folder) stays out of the bundle until someone decides it belongs there and adds it here.
import path from 'node:path';

const matchesPackage = (request, entry) =>
  entry.endsWith('*') ? request.startsWith(entry.slice(0, -1)) : request === entry || request.startsWith(`${entry}/`);

const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
// A folder entry may hold `*` for one path segment: site/upstream-patches/*/client.
const inFolder = (file, folder) => new RegExp(`^${folder.split('*').map(escape).join('[^/]+')}(/|$)`).test(file);

/** The repository-relative path a local request points at, or undefined for a package request. */
function localTarget(request, fromFile, root, aliases) {
  if (request.startsWith('.')) {
    return path
      .relative(root, path.resolve(path.dirname(fromFile), request))
      .split(path.sep)
      .join('/');
  }
  for (const [alias, folder] of Object.entries(aliases)) {
    if (request === alias || request.startsWith(`${alias}/`)) return folder + request.slice(alias.length);
  }
  return undefined;
}

// Type-only imports and exports are erased before bundling, so they may name anything.
const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {description: 'Browser code imports only the packages and local folders listed as safe for the browser.'},
    schema: [
      {
        type: 'object',
        properties: {
          root: {type: 'string'},
          packages: {type: 'array', items: {type: 'string'}},
          folders: {type: 'array', items: {type: 'string'}},
          aliases: {type: 'object', additionalProperties: {type: 'string'}},
          above: {type: 'array', items: {type: 'string'}},
        },
        required: ['root', 'packages', 'folders'],
        additionalProperties: false,
      },
    ],
    messages: {
      package:
        "'{{request}}' is not on the list of packages browser code may import (eslint.config.mjs, BROWSER_PACKAGES). " +
        'Node-side code belongs in site/build-lib or site/plugins; a package that really belongs in the browser ' +
        'goes on the list.',
      folder:
        "'{{request}}' resolves to {{target}}, outside the folders browser code may import from ({{folders}}). " +
        'Build-time code is imported by type only; move what the browser needs into one of those folders.',
      require: 'Browser code is ES modules: use import or import(), which this rule checks.',
      above:
        "'{{request}}' resolves to {{target}}, a layer above browser code ({{above}}), which browser code may not " +
        'name even by type: move the shared type into site/src (e.g. src/lib/static-props/data.ts) and import it ' +
        'from there on both sides.',
    },
  },
  create(context) {
    const {root, packages, folders, aliases = {}, above = []} = context.options[0];
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const request = source.value;
      const target = localTarget(request, context.filename, root, aliases);
      if (target !== undefined) {
        if (!folders.some((folder) => inFolder(target, folder))) {
          context.report({node: source, messageId: 'folder', data: {request, target, folders: folders.join(', ')}});
        }
      } else if (!packages.some((entry) => matchesPackage(request, entry))) {
        context.report({node: source, messageId: 'package', data: {request}});
      }
    };
    // Types are erased from the bundle, but a type that browser code takes from build-time code makes the layers
    // depend on each other both ways; the shared contract belongs below both.
    const checkLayer = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const request = source.value;
      const target = localTarget(request, context.filename, root, aliases);
      if (target !== undefined && above.some((folder) => inFolder(target, folder))) {
        context.report({node: source, messageId: 'above', data: {request, target, above: above.join(', ')}});
      }
    };
    const checkStatement = (node) => {
      if (!typeOnly(node)) check(node, node.source);
      else checkLayer(node.source);
    };
    return {
      ImportDeclaration: checkStatement,
      ExportNamedDeclaration: checkStatement,
      ExportAllDeclaration: checkStatement,
      ImportExpression: (node) => check(node, node.source),
      "CallExpression[callee.name='require']": (node) => context.report({node, messageId: 'require'}),
    };
  },
};

export default rule;
