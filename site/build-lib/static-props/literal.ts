// Reads a JSX prop written as a literal (`"x"`, `{3}`, `{['a', 'b']}`, `{{a: 'b'}}`) from its estree, the only kind of prop a
// build-time table can depend on.
import type {Expression, Node, Program} from 'estree';

/** A JSX attribute as the MDX parser gives it: a string, no value (`true`), or an expression with its estree. */
export type JsxAttribute = {
  type: string;
  name?: string;
  value?: string | null | {type: string; data?: {estree?: Program | null}};
};

export function literalOf(node: Expression | Node, propName: string): unknown {
  switch (node.type) {
    case 'Literal':
      if (node.value instanceof RegExp || typeof node.value === 'bigint') break;
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis.map((quasi) => quasi.value.cooked).join('');
      break;
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (!element || element.type === 'SpreadElement')
          throw new Error(`the "${propName}" prop has a hole or spread`);
        return literalOf(element, propName);
      });
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed || property.kind !== 'init') {
            throw new Error(`the "${propName}" prop has a computed or spread key`);
          }
          const {key} = property;
          const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : undefined;
          if (name === undefined) throw new Error(`the "${propName}" prop has a key that is not a name`);
          return [name, literalOf(property.value, propName)];
        }),
      );
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') {
        return -node.argument.value;
      }
      break;
    default:
      break;
  }
  throw new Error(`the "${propName}" prop must be a literal value, not a ${node.type}`);
}

function expressionOf(value: {data?: {estree?: Program | null}}): Expression | undefined {
  const statement = value.data?.estree?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** The props of a JSX element written with literals only; throws, naming the prop, on a spread or an expression. */
export function literalPropsOf(attributes: readonly JsxAttribute[]): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      throw new Error('spread props cannot be read at build time');
    }
    const {value} = attribute;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const expression = expressionOf(value);
      if (!expression) throw new Error(`the "${attribute.name}" prop has no readable expression`);
      props[attribute.name] = literalOf(expression, attribute.name);
    }
  }
  return props;
}
