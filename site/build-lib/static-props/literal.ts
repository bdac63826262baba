// Reads a JSX prop written as a literal (`"x"`, `{3}`, `{['a', 'b']}`, `{{a: 'b'}}`) from its estree, the only kind of prop a
// build-time table can depend on.
import type {Expression, Node} from 'estree';

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
