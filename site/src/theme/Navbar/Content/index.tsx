// Lays the navbar out as the spec asks: logo left, search in the centre, community links, counts and the
// colour toggle on the right.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig, ErrorCauseBoundary, ThemeClassNames} from '@docusaurus/theme-common';
import {splitNavbarItems, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';
import GitHubStarsButton from '@site/src/components/GitHubStarsButton';
import InstallButton from '@site/src/components/InstallButton';
import SocialLinks from '@site/src/components/SocialLinks';
import {NAVBAR_SOCIAL_LINKS} from '@site/src/data/social-links';
import {SECTIONS} from '@site/src/data/sections';
import {useCloseOnEscape} from '@site/src/hooks/use-close-on-escape';
import styles from './styles.module.css';

/**
 * Without JavaScript the menu button opens nothing: a phone-width reader gets the sections as a disclosure instead,
 * and the dead button is hidden. React leaves <noscript> alone when it hydrates, so readers with scripts never see it.
 */
function NoScriptMenu(): ReactNode {
  return (
    <noscript>
      <style>{'.navbar__toggle{display:none}'}</style>
      <details className={styles.noScriptMenu}>
        <summary>Menu</summary>
        <nav aria-label="Sections">
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={section.start}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}

function NavbarItems({items}: {items: NavbarItemConfig[]}): ReactNode {
  return (
    <>
      {items.map((item, index) => (
        <ErrorCauseBoundary
          key={index}
          onError={(error) =>
            new Error(
              `A theme navbar item failed to render.
Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:
${JSON.stringify(item, null, 2)}`,
              {cause: error},
            )
          }
        >
          <NavbarItem {...item} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
}

export default function NavbarContent(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useCloseOnEscape(mobileSidebar.shown, mobileSidebar.toggle, '.navbar__toggle');
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const searchItem = items.find((item) => item.type === 'search');
  const [leftItems, rightItems] = splitNavbarItems(items.filter((item) => item !== searchItem));
  return (
    <div className={clsx('navbar__inner', styles.inner)}>
      <div className={clsx(ThemeClassNames.layout.navbar.containerLeft, 'navbar__items')}>
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <NoScriptMenu />
        <NavbarLogo />
        <NavbarItems items={leftItems} />
      </div>
      <div className={styles.centre}>
        {searchItem ? (
          <NavbarItems items={[searchItem]} />
        ) : (
          <NavbarSearch>
            <SearchBar />
          </NavbarSearch>
        )}
      </div>
      <div
        className={clsx(
          ThemeClassNames.layout.navbar.containerRight,
          'navbar__items navbar__items--right',
          styles.right,
        )}
      >
        <SocialLinks links={NAVBAR_SOCIAL_LINKS} className={styles.wideOnly} />
        <div className={styles.wideOnly}>
          <GitHubStarsButton />
        </div>
        <InstallButton />
        <NavbarItems items={rightItems} />
        <NavbarColorModeToggle className={styles.colorModeToggle} />
      </div>
    </div>
  );
}
