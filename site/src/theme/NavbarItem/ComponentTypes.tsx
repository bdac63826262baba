// The navbar item types this site can use: links, plain HTML and the search box. The theme's own map also brings the
// dropdown, doc, doc-sidebar, version and locale items into main.js, on every page, though this site has one locale,
// one version and no dropdown; the doc items could not work here anyway, since upstream-patches/lean-docs-metadata
// empties the doc lists they look ids up in. A navbar item of another type stops the build with the theme's
// "No NavbarItem component found" error (upstream-patches/navbar-item-types records this copy).
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
} as unknown as ComponentTypesObject;

export default ComponentTypes;
