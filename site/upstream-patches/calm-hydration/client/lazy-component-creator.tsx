// Stands in for @docusaurus/ComponentCreator in the generated route table (swapped by ./index.ts).
// The table calls ComponentCreator once per route when main.js starts: ~420 react-loadable components built before
// the first paint can be hydrated, though a visit renders three or four of them. Here each route gets a small
// component that builds its loadable on first render or preload, with the same props and preload contract.
import React, {type ComponentType, type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type Loadable = ReturnType<typeof ComponentCreator>;
type LazyRoute = ComponentType<object> & {preload: () => Promise<unknown>};

export default function LazyComponentCreator(path: string, hash: string): LazyRoute {
  let loadable: Loadable | undefined;
  const load = (): Loadable => (loadable ??= ComponentCreator(path, hash));
  function Route(props: object): ReactNode {
    const Loaded = load() as ComponentType<object>;
    return <Loaded {...props} />;
  }
  Route.preload = () => (load() as unknown as {preload: () => Promise<unknown>}).preload();
  return Route;
}
