// Gives every build-time component on an MDX page its data: `<ModelTable provider="anthropic" />` becomes
// `<ModelTable provider="anthropic" data={…} />`, with the data computed here (see builders.ts). The components only
// render what they are given, so a page ships its own table and nothing of the sources behind it.
import type {Program} from 'estree';
import {visit} from 'unist-util-visit';
import type {StaticPropsComponent} from '../../src/lib/static-props/data';
import {isStaticPropsComponent, staticPropBuilders} from './builders';
import {literalPropsOf, type JsxAttribute} from './literal';

type Node = {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: Node[];
  data?: {estree?: Program};
  position?: {start: {line: number; column: number}};
};
type ExpressionValue = {type: 'mdxJsxAttributeValueExpression'; value: string; data?: {estree?: Program}};

const COMPONENT_SOURCE = /^@site\/src\/components\/([A-Za-z]+)(?:\/index)?$/;

/** Local names under which the page imports schema-backed components: `import ModelTable from '@site/…'`. */
function importedComponents(root: Node): Map<string, StaticPropsComponent> {
  const names = new Map<string, StaticPropsComponent>();
  for (const node of root.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const component = COMPONENT_SOURCE.exec(String(statement.source.value))?.[1];
      if (!component || !isStaticPropsComponent(component)) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') names.set(specifier.local.name, component);
      }
    }
  }
  return names;
}

/**
 * Components a page may use without importing them, as if registered in MDXComponents. Registering them there would
 * put them (and the zoom library) into every page's JavaScript; an import added here reaches only the pages using them.
 */
export const IMPLICIT_IMPORTS: Partial<Record<StaticPropsComponent, string>> = {
  Screenshot: '@site/src/components/Screenshot',
};

function importNode(name: string, source: string): Node {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
    source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
    attributes: [],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]} as unknown as Program},
  } as Node;
}

/** Adds the import of each implicit component the page uses but does not import (nor define under that name). */
function addImplicitImports(root: Node, elements: readonly Node[], components: Map<string, StaticPropsComponent>) {
  const used = new Set(elements.map((element) => element.name));
  for (const [name, source] of Object.entries(IMPLICIT_IMPORTS)) {
    if (!used.has(name) || components.has(name) || declares(root, name)) continue;
    root.children = [importNode(name, source), ...(root.children ?? [])];
    components.set(name, name as StaticPropsComponent);
  }
}

/** True when the page already imports something under that name (from another module). */
function declares(root: Node, name: string): boolean {
  return (root.children ?? []).some(
    (node) =>
      node.type === 'mdxjsEsm' &&
      (node.data?.estree?.body ?? []).some(
        (statement) =>
          statement.type === 'ImportDeclaration' && statement.specifiers.some((s) => s.local.name === name),
      ),
  );
}

/** Every JSX element of the page, outermost first, collected before any await so the walk sees one tree. */
function jsxElements(root: Node): Node[] {
  const elements: Node[] = [];
  visit(root as unknown as Parameters<typeof visit>[0], ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    elements.push(node);
  });
  return elements;
}

export default function remarkStaticProps() {
  return async (root: Node, file: {path?: string}) => {
    const components = importedComponents(root);
    const elements = jsxElements(root);
    addImplicitImports(root, elements, components);
    if (components.size === 0) return;
    const {valueToEstree} = await import('estree-util-value-to-estree');
    for (const element of elements) {
      const component = element.name ? components.get(element.name) : undefined;
      if (!component) continue;
      const where = `${file.path ?? 'an MDX page'}:${element.position?.start.line ?? '?'}`;
      let data: unknown;
      try {
        data = await staticPropBuilders[component](literalPropsOf(element.attributes ?? []));
      } catch (error) {
        // Fails the build, as a wrong provider id or setting key should.
        throw new Error(`<${element.name}> at ${where}: ${(error as Error).message}`, {cause: error});
      }
      const expression = valueToEstree(data);
      const value: ExpressionValue = {
        type: 'mdxJsxAttributeValueExpression',
        value: JSON.stringify(data),
        data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]}},
      };
      element.attributes = [
        ...(element.attributes ?? []).filter((a) => a.name !== 'data'),
        {type: 'mdxJsxAttribute', name: 'data', value},
      ];
    }
  };
}
